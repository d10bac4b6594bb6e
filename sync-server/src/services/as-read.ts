// A document sent back as the server answered it (shared/api/as-read.ts): each server-owned field it carries
// is compared with what the answer shows now, in its JSON form (objects deeply, key order aside). An equal
// field is dropped; a different one is refused, naming it, before anything is written. What remains are
// the fields the caller may change.
import { isDeepStrictEqual } from 'node:util';
import { ValidationError } from './errors';

export const setByServer = (field: string) => `${field} is set by the server and cannot be changed`;

/**
 * Fields that only ever grow, so a copy read earlier shows a lower value: that is an old read, not an edit,
 * and is ignored like an equal one. A value above the stored one cannot have been read, and is refused.
 */
const GROWING = new Set(['rev', 'updatedAt', 'views', 'logins', 'edited']);

function notAbove(value: unknown, stored: unknown): boolean {
  if (typeof value === 'number' && typeof stored === 'number') return value <= stored;
  if (typeof value === 'boolean' && typeof stored === 'boolean') return !value || stored;
  if (typeof value !== 'string' || typeof stored !== 'string') return false;
  const [at, now] = [Date.parse(value), Date.parse(stored)];
  return Number.isFinite(at) && Number.isFinite(now) && at <= now;
}

const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function kept(field: string, value: unknown, shown: unknown): boolean {
  const stored = asJson(shown);
  return isDeepStrictEqual(value, stored) || (GROWING.has(field) && notAbove(value, stored));
}

/** body without the owned fields, each checked against `shown` (the answer a GET gives now). */
export function withoutServerFields<T extends object, K extends string>(
  body: T,
  shown: object,
  owned: readonly K[],
): Omit<T, K> {
  const rest = { ...body } as Record<string, unknown>;
  const stored = shown as Readonly<Record<string, unknown>>;
  for (const field of owned) {
    const value = rest[field];
    delete rest[field];
    if (value !== undefined && !kept(field, value, stored[field]))
      throw new ValidationError(setByServer(field));
  }
  return rest as Omit<T, K>;
}

/**
 * The revision an edit was made on: If-Match, else the rev of the copy sent back (a copy read earlier is
 * merged like an If-Match edit, never refused for the writes that came since); both given must agree.
 */
export function baseRevision(copyRev: unknown, ifMatch: number | undefined): number | undefined {
  const rev = typeof copyRev === 'number' && Number.isInteger(copyRev) ? copyRev : undefined;
  if (ifMatch !== undefined && rev !== undefined && rev !== ifMatch)
    throw new ValidationError(`rev: the copy is of revision ${rev}, but If-Match says ${ifMatch}`);
  return ifMatch ?? rev;
}
