// What each device meant when it wrote: the outbox entry a write produced, by opId (which survives
// folding later edits into it), with its fields as last edited. The model check compares what the server
// took with it, so an edit folded into an entry already on its way would show.
import type { MutationEntity } from '../../shared/sync/protocol';
import type { Client } from './clients';

export interface WriteInfo {
  client: string;
  /** The entry's fields after the last edit folded into it: what the server must receive. */
  fields: Record<string, unknown>;
}

export class WriteRecorder {
  readonly byOpId = new Map<string, WriteInfo>();

  /** After a write of a document, or a choice on a conflict (`entity: 'conflict'`, its id). */
  async record(c: Client, entity: MutationEntity, id: string): Promise<void> {
    const entries = await c.device.db.outbox.where('[entity+id]').equals([entity, id]).sortBy('seq');
    const newest = entries.at(-1);
    // No entry: the write changed nothing (or was already sent and settled), so it sent nothing new.
    if (!newest) return;
    this.byOpId.set(newest.opId, { client: c.name, fields: newest.fields });
  }
}
