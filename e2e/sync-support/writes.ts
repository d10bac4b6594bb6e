// What each device meant when it wrote: the outbox entry a write produced (by opId, which survives
// folding later edits into it) and the server revision the device's record had then, i.e. what the
// writer had seen. The model check uses it to tell an overwrite of a value the writer saw from a lost one.
import type { Client } from './clients';

export interface WriteInfo {
  client: string;
  /** The record's revision when the write was made. */
  seenRev: number;
  /** The entry's fields after the last edit folded into it: what the server must receive. */
  fields: Record<string, unknown>;
}

export class WriteRecorder {
  readonly byOpId = new Map<string, WriteInfo>();

  async record(c: Client, entity: 'task' | 'draft', id: string): Promise<void> {
    const entries = await c.device.db.outbox.where('[entity+id]').equals([entity, id]).sortBy('seq');
    const newest = entries.at(-1);
    // No entry: the write changed nothing (or was already sent and settled), so it sent nothing new.
    if (!newest) return;
    const known = this.byOpId.get(newest.opId);
    this.byOpId.set(newest.opId, {
      client: c.name,
      seenRev: known?.seenRev ?? newest.baseRev,
      fields: newest.fields,
    });
  }
}
