// The state the checks judge: the fresh device's documents (pulled from scratch at the end) and the
// conflicts as the server sent them (with hunks and the resolved flag, which a device's record may drop):
// every conflict any device was ever sent, and those the fresh device holds at the end.
import type { ConflictView, SyncEntity } from '../../shared/sync/protocol';
import { type Device, type Snapshot, snapshots } from './devices';
import type { History } from './history';
import { tokensOf } from './tokens';

export interface EndState {
  docs: Record<SyncEntity, Snapshot>;
  /** Latest version of every conflict any device received, by id. */
  everSent: Map<string, ConflictView>;
  /** Every version of every conflict any device received (a later one may drop hunks an earlier had). */
  versions: ConflictView[];
  /** The conflicts the fresh device was sent, as last sent (tombstoned ones left out). */
  atEnd: Map<string, ConflictView>;
  /** When a device was first sent each conflict. */
  firstSent: Map<string, number>;
  /** Every token the devices' refused lists hold at the end (what the user can still read there). */
  refused: Set<string>;
}

export async function endState(
  fresh: Device,
  history: History,
  devices: readonly Device[] = [],
): Promise<EndState> {
  const everSent = new Map<string, ConflictView>();
  const atEnd = new Map<string, ConflictView>();
  const firstSent = new Map<string, number>();
  const versions: ConflictView[] = [];
  for (const { device, page, tick } of history.pulls) {
    for (const change of page.changes) {
      if (change.entity !== 'conflict') continue;
      if (!firstSent.has(change.id)) firstSent.set(change.id, tick);
      const view = change.doc as ConflictView | undefined;
      if (view) everSent.set(change.id, { ...view, _id: change.id });
      if (view) versions.push({ ...view, _id: change.id });
      if (device !== fresh.name) continue;
      if (view) atEnd.set(change.id, { ...view, _id: change.id });
      else atEnd.delete(change.id);
    }
  }
  const refused = new Set<string>();
  for (const d of devices)
    for (const r of await d.data.db.rejections.toArray())
      for (const value of Object.values(r.fields)) for (const t of tokensOf(value)) refused.add(t);
  return { docs: await snapshots(fresh), everSent, versions, atEnd, firstSent, refused };
}

export function docAtEnd(end: EndState, entity: SyncEntity, id: string): Record<string, unknown> | undefined {
  return end.docs[entity][id];
}

/** Conflicts of one document field (any field when none is named) that any device was sent, as last sent. */
export function conflictsOf(end: EndState, doc: string, field?: string): ConflictView[] {
  return [...end.everSent.values()].filter(
    (c) => c.docId === doc && (field === undefined || c.field === field),
  );
}

/** Every version ever sent of the conflicts of one document field. */
export function conflictVersionsOf(end: EndState, doc: string, field: string): ConflictView[] {
  return end.versions.filter((c) => c.docId === doc && c.field === field);
}

/** JSON equality regardless of key order. */
export function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
          )
        : v,
    ) ?? 'undefined'
  );
}

export function show(value: unknown, max = 140): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
