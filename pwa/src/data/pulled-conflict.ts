// A pulled conflict as the device stores it (pure). The server says whether it is closed; until this
// device's own choice reaches the server (its close still queued), the device counts it decided too, so a
// pull in between never lists it again.
import { DELETED_CONFLICT } from '../../../shared/sync/delete-rule.ts';
import type { ConflictWriter, PulledChange } from '../../../shared/sync/protocol.ts';
import type { ConflictRecord, Fields } from './records.ts';

/** A conflict's writer as sent: a device or the website by label; null unknown, undefined not sent. */
function writerOf(value: unknown): ConflictWriter | null | undefined {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') return null;
  const { clientId, label } = value as Fields;
  if (typeof label !== 'string') return null;
  return { clientId: typeof clientId === 'string' ? clientId : null, label };
}

type Hunks = NonNullable<ConflictRecord['hunks']>;

/** The colliding stretches of a merged text; undefined unless sent as a list of text pairs. */
function hunksOf(value: unknown): Hunks | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const hunks: Hunks = [];
  for (const item of value) {
    const { kept, lost } = (item ?? {}) as Fields;
    if (typeof kept !== 'string' || typeof lost !== 'string') return undefined;
    hunks.push({ kept, lost });
  }
  return hunks;
}

/** `closing`: an entry closing this conflict is still in this device's outbox. */
export function toConflict(change: PulledChange, closing: boolean): ConflictRecord | null {
  const doc = change.doc;
  if (!doc) return null;
  const keptBy = writerOf(doc.keptBy);
  const lostBy = writerOf(doc.lostBy);
  const hunks = hunksOf(doc.hunks);
  const closed = doc.resolved === true;
  return {
    _id: change.id,
    entity: doc.entity as ConflictRecord['entity'],
    docId: String(doc.docId),
    ...(doc.kind === DELETED_CONFLICT && { kind: DELETED_CONFLICT }),
    field: String(doc.field),
    kept: doc.kept,
    lost: doc.lost,
    ...(keptBy !== undefined && { keptBy }),
    ...(lostBy !== undefined && { lostBy }),
    ...(hunks && { hunks }),
    at: String(doc.at),
    rev: change.rev,
    closed: closed ? 1 : 0,
    resolved: closed || closing ? 1 : 0,
  };
}
