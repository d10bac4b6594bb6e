// REST edits say which revision the screen showed with `If-Match: "<rev>"` (a document's JSON carries its
// rev), so an edit made on an older view than the server's meets what came since like a device's offline
// edit does: the later edit wins and the other value is kept as a conflict, never silently overwritten.
// Without the header (or with `*`) the edit counts as made on the current revision. A store restored from
// a backup numbers revisions from the time in microseconds (services/sync/revisions.ts): 16 digits.
import type { Context } from 'hono';
import { ValidationError } from '../services/errors';

export function parseIfMatch(header: string | undefined): number | undefined {
  const value = header?.trim();
  if (value === undefined || value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,16})"?$/.exec(value);
  const rev = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(rev)) throw new ValidationError('If-Match: give the revision you edited, as "3"');
  return rev;
}

export function baseRevOf(c: Context): number | undefined {
  return parseIfMatch(c.req.header('if-match'));
}
