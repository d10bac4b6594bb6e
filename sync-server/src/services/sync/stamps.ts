// The per-field stamps the merge rule decides by (shared/sync/merge.ts), as synced documents store them.
// Documents written before stamps kept only the revision (`fieldRevs`) and writer (`fieldBy`) of each
// field; they read as stamps with an unknown time, and the next write replaces the old bookkeeping.
import type { FieldStamp, WriterId } from '../../../../shared/sync/merge';

export interface Stamped {
  stamps?: Record<string, FieldStamp>;
  fieldRevs?: Record<string, number>;
  fieldBy?: Record<string, WriterId>;
}

export function stampsOf(doc: Stamped): Record<string, FieldStamp> {
  if (doc.stamps) return doc.stamps;
  const fields = new Set([...Object.keys(doc.fieldRevs ?? {}), ...Object.keys(doc.fieldBy ?? {})]);
  return Object.fromEntries(
    [...fields].map((f) => [f, { rev: doc.fieldRevs?.[f] ?? 0, by: doc.fieldBy?.[f] ?? null, at: 0 }]),
  );
}

/** When a document's fields were written, as its owner's devices receive it (FieldTimes in the protocol). */
export interface FieldTimes {
  writtenAt?: number;
  fieldAt?: Record<string, number>;
}

/**
 * When each field was last written, by the merge rule's time (ms): what the owner's devices keep, so that
 * after a restore a device sends each field again with its own write's time rather than the time of its
 * whole copy (docs/sync.md). The time most fields share is said once (`writtenAt`), the others per field
 * (0 where unknown), which keeps a pull of thousands of tasks small. The writers stay on the server.
 */
export function fieldTimes(doc: Stamped): FieldTimes {
  const stamps = Object.entries(stampsOf(doc));
  const counts = new Map<number, number>();
  for (const [, stamp] of stamps) if (stamp.at > 0) counts.set(stamp.at, (counts.get(stamp.at) ?? 0) + 1);
  let writtenAt = 0;
  for (const [at, count] of counts) if (count > (counts.get(writtenAt) ?? 0)) writtenAt = at;
  if (writtenAt === 0) return {};
  const fieldAt: Record<string, number> = {};
  for (const [field, stamp] of stamps) if (stamp.at !== writtenAt) fieldAt[field] = stamp.at;
  return { writtenAt, ...(Object.keys(fieldAt).length > 0 && { fieldAt }) };
}

/** The bookkeeping of older documents, removed by their next write; `appliedOps` markers included. */
export const RETIRED = { fieldRevs: true, fieldBy: true, appliedOps: true } as const;

/** Removed from every document a client receives: it names the owner's devices and admins. */
export const BOOKKEEPING = ['stamps', ...Object.keys(RETIRED)] as const;

const IS_BOOKKEEPING: ReadonlySet<string> = new Set(BOOKKEEPING);

export function withoutBookkeeping<T extends object>(doc: T): T {
  // Copied field by field rather than copied whole and then deleted from: an object that loses fields
  // turns into a slow dictionary for every later read, JSON.stringify of a list of 200 tasks included.
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) if (!IS_BOOKKEEPING.has(key)) view[key] = value;
  return view as T;
}
