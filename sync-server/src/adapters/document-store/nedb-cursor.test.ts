import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Doc, SortSpec } from '../../ports/document-store';
import { firstDocs, sortDocs } from './nedb-cursor';

// Few distinct values, some missing or of another type: ties and NeDB's cross-type order get exercised.
const value = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom('a', 'b', null, undefined));
const docs = fc
  .array(fc.record({ a: value, b: value }), { maxLength: 60 })
  .map((rows) => rows.map((row, i) => ({ _id: `d${i}`, ...row }) as Doc));
const spec = fc.oneof(
  fc.record({ a: fc.constantFrom(1 as const, -1 as const) }),
  fc.record({ a: fc.constantFrom(1 as const, -1 as const), b: fc.constantFrom(1 as const, -1 as const) }),
) as fc.Arbitrary<SortSpec>;

const ids = (list: Doc[]) => list.map((doc) => doc._id);

describe('firstDocs', () => {
  it('answers the first n documents of the full sort, ties in their given order', () => {
    fc.assert(
      fc.property(docs, spec, fc.integer({ min: 0, max: 70 }), (list, sort, count) => {
        const sorted = [...list];
        sortDocs(sorted, sort);
        expect(ids(firstDocs(list, sort, count))).toEqual(ids(sorted.slice(0, count)));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves the given list as it was', () => {
    const list = [3, 1, 2, 0, 5, 4, 9, 8, 7, 6].map((n) => ({ _id: `d${n}`, n }) as Doc);
    const before = ids(list);
    expect(ids(firstDocs(list, { n: -1 }, 2))).toEqual(['d9', 'd8']);
    expect(ids(list)).toEqual(before);
  });
});
