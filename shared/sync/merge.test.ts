// The merge rule, table by table. Every pair of concurrent writes runs in both arrival orders: the final
// document, and the conflict that keeps the losing value, must not depend on which reached the server
// first. And no value a writer had not seen may vanish without a conflict holding it.
import { describe, expect, it } from 'vitest';
import { type Change, clampTime, createdStamps, type FieldConflict, merge, type Stored } from './merge';

function apply(stored: Stored, change: Change): { stored: Stored; conflicts: FieldConflict[] } {
  const result = merge(stored, change);
  return {
    stored: { rev: result.rev, fields: { ...stored.fields, ...result.set }, stamps: result.stamps },
    conflicts: result.conflicts,
  };
}

/** a then b, and b then a: the documents and the conflicts each order leaves. */
function bothOrders(start: Stored, a: Change, b: Change) {
  const first = apply(start, a);
  const ab = apply(first.stored, b);
  const second = apply(start, b);
  const ba = apply(second.stored, a);
  return [
    { fields: ab.stored.fields, conflicts: [...first.conflicts, ...ab.conflicts] },
    { fields: ba.stored.fields, conflicts: [...second.conflicts, ...ba.conflicts] },
  ];
}

const T = Date.UTC(2026, 10, 22, 12);
const start: Stored = {
  rev: 3,
  fields: { blogTitle: 'Lisbon', country: 'Portugal', featured: false, blogBody: 'A.\n\nB.\n\nC.' },
  stamps: createdStamps({ blogTitle: 1, country: 1, featured: 1, blogBody: 1 }, { by: 'web', at: T }),
};
const phone = (fields: Change['fields'], at: number, extra: Partial<Change> = {}): Change => ({
  baseRev: 3,
  fields,
  by: 'phone',
  at,
  seq: 1,
  ...extra,
});
const laptop = (fields: Change['fields'], at: number, extra: Partial<Change> = {}): Change => ({
  baseRev: 3,
  fields,
  by: 'laptop',
  at,
  seq: 1,
  ...extra,
});

describe('concurrent writes, in both arrival orders', () => {
  const cases: {
    name: string;
    a: Change;
    b: Change;
    fields: Record<string, unknown>;
    conflicts: Partial<FieldConflict>[];
  }[] = [
    {
      name: 'different fields both apply',
      a: phone({ blogTitle: 'Porto' }, T + 1),
      b: laptop({ country: 'Spain' }, T + 2),
      fields: { blogTitle: 'Porto', country: 'Spain' },
      conflicts: [],
    },
    {
      name: 'same field, same value: no conflict',
      a: phone({ country: 'Spain' }, T + 1),
      b: laptop({ country: 'Spain' }, T + 2),
      fields: { country: 'Spain' },
      conflicts: [],
    },
    {
      name: 'same field: the later edit wins, the earlier is kept as a conflict',
      a: phone({ country: 'Spain' }, T + 5),
      b: laptop({ country: 'Chile' }, T + 2),
      fields: { country: 'Spain' },
      conflicts: [{ field: 'country', kept: 'Spain', lost: 'Chile', keptBy: 'phone', lostBy: 'laptop' }],
    },
    {
      name: 'a tie in time goes to the greater writer id ("phone" > "laptop")',
      a: phone({ country: 'Peru' }, T + 2),
      b: laptop({ country: 'Chile' }, T + 2),
      fields: { country: 'Peru' },
      conflicts: [{ field: 'country', kept: 'Peru', lost: 'Chile' }],
    },
    {
      name: 'mixed: one field merges, one conflicts',
      a: phone({ blogTitle: 'A', country: 'Chile' }, T + 1),
      b: laptop({ blogTitle: 'B' }, T + 9),
      fields: { blogTitle: 'B', country: 'Chile' },
      conflicts: [{ field: 'blogTitle', kept: 'B', lost: 'A' }],
    },
    {
      name: 'bodies edited in different paragraphs merge without a conflict',
      a: phone({ blogBody: 'A!\n\nB.\n\nC.' }, T + 1, { base: { blogBody: 'A.\n\nB.\n\nC.' } }),
      b: laptop({ blogBody: 'A.\n\nB.\n\nC!' }, T + 2, { base: { blogBody: 'A.\n\nB.\n\nC.' } }),
      fields: { blogBody: 'A!\n\nB.\n\nC!' },
      conflicts: [],
    },
    {
      name: 'overlapping sentences: the later is kept, the other shown with the colliding paragraph',
      a: phone({ blogBody: 'A.\n\nB, said the phone.\n\nC.' }, T + 1, {
        base: { blogBody: 'A.\n\nB.\n\nC.' },
      }),
      b: laptop({ blogBody: 'A!\n\nB, said the laptop.\n\nC.' }, T + 2, {
        base: { blogBody: 'A.\n\nB.\n\nC.' },
      }),
      fields: { blogBody: 'A!\n\nB, said the laptop.\n\nC.' },
      conflicts: [
        {
          field: 'blogBody',
          kept: 'A!\n\nB, said the laptop.\n\nC.',
          lost: 'A!\n\nB, said the phone.\n\nC.',
          keptBy: 'laptop',
          lostBy: 'phone',
          hunks: [{ kept: 'B, said the laptop.', lost: 'B, said the phone.' }],
        },
      ],
    },
    {
      name: 'titles merge word by word',
      a: phone({ blogTitle: 'Lisbon in May' }, T + 1, { base: { blogTitle: 'Lisbon' } }),
      b: laptop({ blogTitle: 'Old Lisbon' }, T + 2, { base: { blogTitle: 'Lisbon' } }),
      fields: { blogTitle: 'Old Lisbon in May' },
      conflicts: [],
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      for (const order of bothOrders(start, c.a, c.b)) {
        expect(order.fields).toMatchObject(c.fields);
        expect(order.conflicts).toEqual(c.conflicts.map((conflict) => expect.objectContaining(conflict)));
      }
    });
  }
});

describe('what a writer had seen', () => {
  it('a write made on the current revision replaces the value without a conflict', () => {
    const { stored } = apply(start, phone({ country: 'Spain' }, T + 1));
    const later = apply(stored, laptop({ country: 'Chile' }, T, { baseRev: 4 }));
    expect([later.stored.fields.country, later.conflicts]).toEqual(['Chile', []]);
  });

  it("a device's own later write wins over its own earlier one, whatever the clocks say", () => {
    // The phone's second edit was made before its first came back, so it is on rev 3 too, and both
    // clamp to the same arrival time: only the seq orders them.
    const first = apply(start, phone({ country: 'vs9' }, T + 5, { seq: 1 }));
    const second = apply(first.stored, phone({ country: 'afc2' }, T + 5, { seq: 138 }));
    expect([second.stored.fields.country, second.conflicts]).toEqual(['afc2', []]);
  });

  it('an own later write still meets what another device wrote in between', () => {
    const mine = apply(start, phone({ country: 'Spain' }, T + 1, { seq: 1 }));
    const theirs = apply(mine.stored, laptop({ country: 'Chile' }, T + 2, { baseRev: 4 }));
    const again = apply(theirs.stored, phone({ country: 'Peru' }, T + 3, { seq: 2 }));
    expect(again.stored.fields.country).toBe('Peru');
    expect(again.conflicts).toEqual([expect.objectContaining({ kept: 'Peru', lost: 'Chile' })]);
  });

  it('an own later write to a merged text merges again instead of replacing the other device’s part', () => {
    const body = 'A.\n\nB.\n\nC.';
    const mine = apply(
      start,
      phone({ blogBody: 'A!\n\nB.\n\nC.' }, T + 1, { seq: 1, base: { blogBody: body } }),
    );
    const theirs = apply(
      mine.stored,
      laptop({ blogBody: 'A.\n\nB.\n\nC!' }, T + 2, { base: { blogBody: body } }),
    );
    expect(theirs.stored.fields.blogBody).toBe('A!\n\nB.\n\nC!');
    const again = apply(
      theirs.stored,
      phone({ blogBody: 'A!\n\nB!\n\nC.' }, T + 3, { seq: 2, base: { blogBody: body } }),
    );
    expect([again.stored.fields.blogBody, again.conflicts]).toEqual(['A!\n\nB!\n\nC!', []]);
  });

  it('a body without the text it started from is decided whole, the later edit kept', () => {
    const a = apply(start, phone({ blogBody: 'A!\n\nB.\n\nC.' }, T + 1));
    const b = apply(a.stored, laptop({ blogBody: 'A.\n\nB.\n\nC!' }, T + 2));
    expect(b.stored.fields.blogBody).toBe('A.\n\nB.\n\nC!');
    expect(b.conflicts).toEqual([expect.objectContaining({ lost: 'A!\n\nB.\n\nC.' })]);
  });

  it('answers merged when a concurrent write was decided, applied otherwise', () => {
    expect(merge(start, phone({ country: 'Spain' }, T)).outcome).toBe('applied');
    const { stored } = apply(start, phone({ country: 'Spain' }, T));
    expect(merge(stored, laptop({ country: 'Chile' }, T)).outcome).toBe('merged');
  });
});

describe('later edit wins with skewed clocks', () => {
  it('a clock an hour ahead counts from when the server received the edit', () => {
    const received = T + 10_000;
    const ahead = phone({ country: 'Spain' }, clampTime(T + 3_600_000, received));
    // The laptop's edit is really later: made and received twenty seconds after.
    const honest = laptop({ country: 'Chile' }, clampTime(T + 20_000, T + 20_500));
    for (const order of bothOrders(start, ahead, honest)) expect(order.fields.country).toBe('Chile');
  });

  it('a write without a recorded time counts as made when received', () => {
    expect(clampTime(undefined, T)).toBe(T);
    expect(clampTime(T - 5, T)).toBe(T - 5);
  });
});
