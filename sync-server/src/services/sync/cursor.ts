// The pull cursor: whose it is, where a device stands in its own scope's log and in the public feed's, and
// during a full copy (snapshot.ts) which entity and id it reached. Opaque to devices (base64url JSON), so
// one that does not decode to exactly what the server hands out is refused whole: a part out of range would
// reach the store (an entity index of -1 once named a collection "undefined"). The user it names is the
// owner of its `u` scope (`user:<who>`): a seq in one user's log means nothing in another's, and served to
// another account it would pour that account's documents into this one's database (sync-account.ts).
// Each seq comes with the tag of the entry it names (entry-tag.ts), so a log that went back in time and
// grew again past it (a restored backup, then new writes) is told from the log the device read.
import { z } from 'zod';
import { ValidationError } from '../errors';
import { type SnapshotPosition, snapshotEntityCount } from './snapshot';

export interface Cursor {
  /** The user it was handed out to; absent in cursors handed out before cursors named their user. */
  who?: string;
  u: number;
  p: number;
  /** The tags of the entries at u and at p; absent at 0, and in cursors handed out before tags. */
  ut?: string;
  pt?: string;
  /** Set while a scope is being copied whole (see snapshot.ts). */
  us?: SnapshotPosition;
  ps?: SnapshotPosition;
}

const seq = z.int().min(0);
const tag = z.string().regex(/^[0-9a-f]{12}$/);
const position = (scope: 'user' | 'public') =>
  z.tuple([
    z
      .int()
      .min(0)
      .max(snapshotEntityCount(scope) - 1),
    z.string().max(200),
  ]);
const cursorSchema = z.strictObject({
  who: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  u: seq,
  p: seq,
  ut: tag.optional(),
  pt: tag.optional(),
  us: position('user').optional(),
  ps: position('public').optional(),
});

export const BAD_CURSOR = 'cursor: not a cursor this server handed out';

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor {
  if (!text) return { u: 0, p: 0 };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(BAD_CURSOR);
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success) throw new ValidationError(BAD_CURSOR);
  const { who, u, p, ut, pt, us, ps } = parsed.data;
  return {
    ...(who !== undefined && { who }),
    u,
    p,
    ...(ut && { ut }),
    ...(pt && { pt }),
    ...(us && { us }),
    ...(ps && { ps }),
  };
}
