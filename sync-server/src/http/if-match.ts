// REST edits say which revision the screen showed with `If-Match: "<rev>"` (a document's JSON carries its
// rev), so an edit made on an older view than the server's meets what came since like a device's offline
// edit does: the later edit wins and the other value is kept as a conflict, never silently overwritten.
// Without the header (or with `*`) the edit counts as made on the current revision.
import type { Context } from 'hono';
import { ValidationError } from '../services/errors';

export function baseRevOf(c: Context): number | undefined {
  const header = c.req.header('if-match')?.trim();
  if (header === undefined || header === '' || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(header);
  if (!match) throw new ValidationError('If-Match: give the revision you edited, as "3"');
  return Number(match[1]);
}
