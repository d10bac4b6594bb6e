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
