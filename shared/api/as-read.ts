// SPEC §7 lets a client send a document back as the server answered it (the full task, the blog as read,
// the stored user) with an edit applied. The fields the server owns travel with it: they are known here,
// so not "Unknown field", and the server ignores each that equals the stored value (or, for a count or time
// that only grows, an older one) and refuses, by name, any other (sync-server/src/services/as-read.ts).
// Every other unknown field is still refused.
import { z } from 'zod';

type Echoed<K extends string> = { [F in K]: z.ZodOptional<z.ZodUnknown> };

/** The editable schema, also taking back the server-owned fields the answer carries. */
export function asRead<S extends z.ZodRawShape, K extends string>(
  editable: z.ZodObject<S, z.core.$strict>,
  owned: readonly K[],
) {
  const echoed = Object.fromEntries(owned.map((field) => [field, z.unknown().optional()])) as Echoed<K>;
  return editable.extend(echoed);
}
