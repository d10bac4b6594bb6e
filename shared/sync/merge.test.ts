// The merge rule, table by table, each case run in both arrival orders: the final document must not
// depend on which of two concurrent writes reached the server first, and no written value may vanish
// without being kept as a conflict.
import { describe, expect, it } from 'vitest';
import {
  type AttributedConflict,
  attribute,
  type Change,
  type Fields,
  merge,
  orderKey,
  type Stored,
} from './merge';

function apply(stored: Stored, change: Change): { stored: Stored; lost: unknown[] } {
  const result = merge(stored, change);
  return {
    stored: { rev: result.rev, fields: { ...stored.fields, ...result.set }, fieldRevs: result.fieldRevs },
    lost: result.conflicts.map((c) => c.lost),
  };
}

function both(base: Stored, a: Change, b: Change) {
  const ab = apply(apply(base, a).stored, b);
  const first = apply(base, b);
  const ba = apply(first.stored, a);
  return { ab, ba, lostAb: [...apply(base, a).lost, ...ab.lost], lostBa: [...first.lost, ...ba.lost] };
}

const base: Stored = {
  rev: 3,
  fields: { title: 'Lisbon', country: 'Portugal', featured: false },
  fieldRevs: { title: 2, country: 1 },
};

const cases: { name: string; a: Fields; b: Fields; expected: Fields; lost: unknown[] }[] = [
  {
    name: 'different fields both apply',
    a: { title: 'Porto' },
    b: { country: 'Spain' },
    expected: { title: 'Porto', country: 'Spain', featured: false },
    lost: [],
  },
  {
    name: 'same field, same value: no conflict',
    a: { title: 'Porto' },
    b: { title: 'Porto' },
    expected: { title: 'Porto', country: 'Portugal', featured: false },
    lost: [],
  },
  {
    name: 'same field, different values: one wins, one is kept',
    a: { title: 'Porto' },
    b: { title: 'Braga' },
    expected: { title: 'Porto', country: 'Portugal', featured: false },
    lost: ['Braga'],
  },
  {
    name: 'booleans',
    a: { featured: true },
    b: { title: 'X' },
    expected: { title: 'X', country: 'Portugal', featured: true },
    lost: [],
  },
  {
    name: 'opposite booleans',
    a: { featured: true, title: 'X' },
    b: { featured: true },
    expected: { title: 'X', country: 'Portugal', featured: true },
    lost: [],
  },
  {
    name: 'mixed: one field merges, one conflicts',
    a: { title: 'A', country: 'Chile' },
    b: { title: 'B' },
    expected: { title: 'B', country: 'Chile', featured: false },
    lost: ['A'],
  },
  {
    name: 'objects compare by content, not key order',
    a: { meta: { x: 1, y: 2 } },
    b: { meta: { y: 2, x: 1 } },
    expected: { title: 'Lisbon', country: 'Portugal', featured: false, meta: { x: 1, y: 2 } },
    lost: [],
  },
  {
    name: 'a new field written by both',
    a: { note: 'left' },
    b: { note: 'right' },
    expected: { title: 'Lisbon', country: 'Portugal', featured: false, note: 'right' },
    lost: ['left'],
  },
];

describe('merge', () => {
  it.each(cases)('$name, in both orders', ({ a, b, expected, lost }) => {
    const { ab, ba, lostAb, lostBa } = both(base, { baseRev: 3, fields: a }, { baseRev: 3, fields: b });
    expect(ab.stored.fields).toEqual(expected);
    expect(ba.stored.fields).toEqual(expected);
    expect(lostAb).toEqual(lost);
    expect(lostBa).toEqual(lost);
  });

  it('lets a later edit made on top of the current revision win, whatever its value', () => {
    const first = apply(base, { baseRev: 3, fields: { title: 'Zagreb' } }).stored;
    const next = apply(first, { baseRev: first.rev, fields: { title: 'Aarhus' } });
    expect(next.stored.fields.title).toBe('Aarhus');
    expect(next.lost).toEqual([]);
  });

  it('treats an edit based on an old revision as concurrent only for fields changed since', () => {
    const result = merge(base, { baseRev: 1, fields: { country: 'Peru', title: 'Cusco' } });
    expect(result.set).toEqual({ country: 'Peru' });
    expect(result.conflicts).toEqual([{ field: 'title', kept: 'Lisbon', lost: 'Cusco' }]);
    expect(result.outcome).toBe('merged');
    expect(result.fieldRevs).toMatchObject({ country: 4, title: 2 });
  });

  it('raises the revision and reports applied when nothing conflicts', () => {
    const result = merge(base, { baseRev: 3, fields: { featured: true } });
    expect(result).toEqual({
      set: { featured: true },
      rev: 4,
      fieldRevs: { title: 2, country: 1, featured: 4 },
      conflicts: [],
      outcome: 'applied',
    });
  });

  it('converges for three concurrent writers in every order', () => {
    const writes = ['Oslo', 'Bergen', 'Tromsø'].map((title) => ({ baseRev: 3, fields: { title } }));
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const finals = orders.map((order) => {
      let stored = base;
      const lost: unknown[] = [];
      for (const i of order) {
        const next = apply(stored, writes[i] as Change);
        stored = next.stored;
        lost.push(...next.lost);
      }
      return { title: stored.fields.title, lost: lost.sort() };
    });
    for (const f of finals) expect(f).toEqual({ title: 'Tromsø', lost: ['Bergen', 'Oslo'] });
  });

  it('orders values canonically', () => {
    expect(orderKey({ b: 1, a: [2, { d: 1, c: 0 }] })).toBe('{"a":[2,{"c":0,"d":1}],"b":1}');
    expect(orderKey(undefined)).toBe('undefined');
  });
});

// The writers beside the merge: whichever order two writes arrive in, each conflict names the writer of
// the kept value and of the lost one, and fieldBy names the writer of every field's current value.
describe('attribute', () => {
  interface Written {
    stored: Stored;
    fieldBy: Record<string, string>;
    conflicts: AttributedConflict[];
  }

  function applyBy(prev: Written, change: Change, writer: string): Written {
    const result = merge(prev.stored, change);
    const { fieldBy, conflicts } = attribute(result, prev.fieldBy, writer);
    return {
      stored: {
        rev: result.rev,
        fields: { ...prev.stored.fields, ...result.set },
        fieldRevs: result.fieldRevs,
      },
      fieldBy,
      conflicts: [...prev.conflicts, ...conflicts],
    };
  }

  const start: Written = { stored: base, fieldBy: {}, conflicts: [] };
  const writers = (fields: Fields, who: string) =>
    Object.fromEntries(Object.keys(fields).map((f) => [f, who]));

  it.each(cases)('$name: names who wrote each side, in both orders', ({ a, b, expected }) => {
    const [changeA, changeB] = [
      { baseRev: 3, fields: a },
      { baseRev: 3, fields: b },
    ];
    const ab = applyBy(applyBy(start, changeA, 'A'), changeB, 'B');
    const ba = applyBy(applyBy(start, changeB, 'B'), changeA, 'A');
    for (const end of [ab, ba]) {
      for (const c of end.conflicts) {
        const keptA = orderKey(c.kept) === orderKey(a[c.field]);
        expect([c.keptBy, c.lostBy]).toEqual(keptA ? ['A', 'B'] : ['B', 'A']);
      }
      // Every field written by exactly one side is that side's; a field both wrote is the winner's.
      for (const [field, value] of Object.entries(expected)) {
        const byA = field in a && orderKey(a[field]) === orderKey(value);
        const byB = field in b && orderKey(b[field]) === orderKey(value);
        if (byA && byB) expect(['A', 'B']).toContain(end.fieldBy[field]);
        else if (byA || byB) expect(end.fieldBy[field]).toBe(byA ? 'A' : 'B');
        else expect(end.fieldBy[field]).toBeUndefined();
      }
    }
    expect(ab.conflicts.map((c) => [c.kept, c.keptBy, c.lost, c.lostBy])).toEqual(
      ba.conflicts.map((c) => [c.kept, c.keptBy, c.lost, c.lostBy]),
    );
  });

  it('names the stored writer on the losing side when the incoming value loses, and the other way round', () => {
    const stored = { ...start, fieldBy: { title: 'web' } };
    const loses = applyBy(stored, { baseRev: 1, fields: { title: 'Cusco' } }, 'phone');
    expect(loses.conflicts).toEqual([
      { field: 'title', kept: 'Lisbon', keptBy: 'web', lost: 'Cusco', lostBy: 'phone' },
    ]);
    expect(loses.fieldBy).toEqual({ title: 'web' });
    const wins = applyBy(stored, { baseRev: 1, fields: { title: 'Monsaraz' } }, 'phone');
    expect(wins.conflicts).toEqual([
      { field: 'title', kept: 'Monsaraz', keptBy: 'phone', lost: 'Lisbon', lostBy: 'web' },
    ]);
    expect(wins.fieldBy).toEqual({ title: 'phone' });
  });

  it('leaves a writer nobody recorded unknown, and records only fields the merge sets', () => {
    const result = applyBy(
      start,
      { baseRev: 1, fields: { title: 'Cusco', country: 'Peru', featured: false } },
      'p',
    );
    expect(result.conflicts).toEqual([
      { field: 'title', kept: 'Lisbon', keptBy: null, lost: 'Cusco', lostBy: 'p' },
    ]);
    expect(result.fieldBy).toEqual(writers({ country: 'Peru' }, 'p'));
  });
});
