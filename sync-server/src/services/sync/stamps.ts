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

export function withoutBookkeeping<T extends object>(doc: T): T {
  const view = { ...doc } as Record<string, unknown>;
  for (const key of BOOKKEEPING) delete view[key];
  return view as T;
}
