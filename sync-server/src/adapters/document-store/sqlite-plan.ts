// What of a filter and a sort SQLite can answer from the store's indexes (sqlite-indexes.ts). The planner
// only ever narrows: its WHERE keeps every document that matches the filter (and maybe some more), so the
// document matcher (mingo, MongoDB's semantics) judges what it could not say. When it said everything, the
// plan is exact: SQL alone counts, skips and limits. It reads:
//   - `_id` compared with strings (the primary key);
//   - a field an index leads with, compared by equality, $in or a range with a string, number, boolean or
//     date: MongoDB compares only values of one kind, which is the (kind, value) pair the index holds.
// Everything else ($or, $ne, $nin, $exists, null, patterns, fields no index leads with) is left to the
// matcher.
import type { Filter, SortSpec } from '../../ports/document-store';
import type { FieldKey } from './sqlite-indexes';
import { type SqlScalar, sqlScalar } from './sqlite-keys';

export interface FilterPlan {
  /** Conditions every match meets, joined by AND (none: every document is a candidate). */
  where: string[];
  params: (string | number)[];
  /** True when the conditions are the whole filter: every candidate matches. */
  exact: boolean;
}

export type KeyOf = (path: string) => FieldKey | undefined;

const RANGES = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date)
    return false;
  if (value instanceof RegExp) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

class Planner {
  readonly where: string[] = [];
  readonly params: (string | number)[] = [];
  exact = true;

  constructor(private readonly keyOf: KeyOf) {}

  filter(filter: Filter): void {
    for (const [key, value] of Object.entries(filter)) {
      if (key === '$and' && Array.isArray(value)) for (const part of value) this.filter(part as Filter);
      else if (key.startsWith('$')) this.exact = false;
      else this.field(key, value);
    }
  }

  field(path: string, condition: unknown): void {
    const key = path === '_id' ? 'id' : this.keyOf(path);
    if (!key) {
      this.exact = false;
      return;
    }
    const ops = isOperatorObject(condition) ? Object.entries(condition) : [['$eq', condition] as const];
    for (const [op, operand] of ops) {
      if (!this.operator(key, op, operand)) this.exact = false;
    }
  }

  /** Adds the condition when SQL can say it exactly; answers whether it could. */
  operator(key: FieldKey | 'id', op: string, operand: unknown): boolean {
    if (op === '$in') {
      if (!Array.isArray(operand)) return false;
      if (operand.length === 0) {
        this.where.push('0');
        return true;
      }
      const scalars = operand.map((value) => this.scalar(key, value));
      const rank = scalars[0]?.rank;
      if (scalars.some((s) => s === undefined || s.rank !== rank)) return false;
      // One SQL text whatever the list's length (a statement is prepared once per text), still read off
      // the index: SQLite looks each value of the list up.
      const values = JSON.stringify((scalars as SqlScalar[]).map((s) => s.value));
      this.compare(key, rank as number, 'IN (SELECT value FROM json_each(?))', [values]);
      return true;
    }
    const sign = op === '$eq' ? '=' : RANGES[op as keyof typeof RANGES];
    const scalar = sign ? this.scalar(key, operand) : undefined;
    if (!sign || !scalar) return false;
    this.compare(key, scalar.rank, `${sign} ?`, [scalar.value]);
    return true;
  }

  scalar(key: FieldKey | 'id', value: unknown): SqlScalar | undefined {
    // _id is always a string: compared with anything else, MongoDB matches nothing SQL would keep apart.
    if (key === 'id') return typeof value === 'string' ? { rank: 2, value } : undefined;
    return sqlScalar(value);
  }

  compare(key: FieldKey | 'id', rank: number, test: string, values: (string | number)[]): void {
    if (key === 'id') {
      this.where.push(`_id ${test}`);
    } else {
      this.where.push(`${key.rank} = ${rank}`, `${key.value} ${test}`);
    }
    this.params.push(...values);
  }
}

export function planFilter(filter: Filter, keyOf: KeyOf): FilterPlan {
  const planner = new Planner(keyOf);
  planner.filter(filter);
  return { where: planner.where, params: planner.params, exact: planner.exact };
}

/**
 * The ORDER BY that gives MongoDB's order, or undefined when a sort key is a field no usable index leads
 * with (the rows are then sorted by the matcher's comparison, sqlite-collection.ts). Without an index on
 * the whole sort SQLite still orders by these expressions; the index only makes it cheap.
 */
export function planSort(sort: SortSpec | undefined, keyOf: KeyOf): string | undefined {
  const entries = Object.entries(sort ?? {});
  if (entries.length === 0) return undefined;
  const terms: string[] = [];
  for (const [path, direction] of entries) {
    const order = direction === -1 ? 'DESC' : 'ASC';
    if (path === '_id') {
      terms.push(`_id ${order}`);
      continue;
    }
    const key = keyOf(path);
    if (!key) return undefined;
    terms.push(`${key.rank} ${order}`, `${key.value} ${order}`);
  }
  return terms.join(', ');
}
