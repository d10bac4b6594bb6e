// A pulled change over the device's record (pure): the server's document becomes the record's base and
// the unsent edits are replayed over it, so the screen keeps showing what the user did until the server
// has it. A tombstone removes the record unless an unsent create brings it back.
import type { ConflictWriter, PulledChange, SyncEntity } from '../../../shared/sync/protocol.ts';
import { buildRecord, extrasOf, fieldsOfDoc } from './entities.ts';
import type { ConflictRecord, Fields, OutboxEntry, SyncedRecord } from './records.ts';
import { replay } from './replay.ts';

export function settlePulled(
  entity: SyncEntity,
  change: PulledChange,
  record: (SyncedRecord & Fields) | undefined,
  pending: readonly OutboxEntry[],
  now: Date,
): (SyncedRecord & Fields) | null {
  const base = change.doc ? fieldsOfDoc(entity, change.doc) : null;
  const fields = replay(base, pending);
  if (!fields) return null;
  const source = change.doc ?? record;
  return buildRecord(entity, {
    id: change.id,
    extras: source ? extrasOf(entity, source) : {},
    fields,
    rev: change.doc ? change.rev : (record?.rev ?? 0),
    pending: pending.length > 0,
    base,
    now,
  });
}

/** A conflict's writer as sent: a device or the website by label; null unknown, undefined not sent. */
function writerOf(value: unknown): ConflictWriter | null | undefined {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') return null;
  const { clientId, label } = value as Fields;
  if (typeof label !== 'string') return null;
  return { clientId: typeof clientId === 'string' ? clientId : null, label };
}

/** A pulled conflict document; the owner's choice made on this device survives a re-send. */
export function toConflict(
  change: PulledChange,
  existing: ConflictRecord | undefined,
): ConflictRecord | null {
  const doc = change.doc;
  if (!doc) return null;
  const keptBy = writerOf(doc.keptBy);
  const lostBy = writerOf(doc.lostBy);
  return {
    _id: change.id,
    entity: doc.entity as ConflictRecord['entity'],
    docId: String(doc.docId),
    field: String(doc.field),
    kept: doc.kept,
    lost: doc.lost,
    ...(keptBy !== undefined && { keptBy }),
    ...(lostBy !== undefined && { lostBy }),
    at: String(doc.at),
    resolved: existing?.resolved ?? 0,
  };
}
