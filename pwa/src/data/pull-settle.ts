// A pulled change over the device's record (pure): the server's document becomes the record's base and
// the unsent edits are replayed over it, so the screen keeps showing what the user did until the server
// has it. A tombstone removes the record unless an unsent create brings it back.
import type { PulledChange, SyncEntity } from '../../../shared/sync/protocol.ts';
import { buildRecord, extrasOf, fieldsOfDoc } from './entities.ts';
import type { Fields, OutboxEntry, SyncedRecord } from './records.ts';
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
