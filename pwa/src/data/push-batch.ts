// Which queued entries go in the next push. In seq order from the head of the queue (the server takes
// seqs contiguously), at most MAX_BATCH and under the server's JSON body limit. An update to a document
// that already has an entry in the batch waits for the next push: its baseRev must be the revision the
// earlier entry produces, which only the server's answer tells. Closing a conflict names no revision of a
// document, so it never waits.
import { MAX_BATCH, type Mutation } from '../../../shared/sync/protocol.ts';
import type { OutboxEntry } from './records.ts';

/** Below the server's 1 MiB JSON limit, leaving room for the envelope. */
export const PUSH_BYTES = 900_000;

export function toMutation(entry: OutboxEntry, clientId: string): Mutation {
  const { seq, opId, entity, id, kind, baseRev, fields, at, fieldAt, base } = entry;
  // Entries stored before edits were timed carry neither: the server then takes its receive time.
  return {
    clientId,
    seq,
    opId,
    entity,
    id,
    kind,
    baseRev,
    fields,
    ...(at !== undefined && { at }),
    ...(fieldAt !== undefined && { fieldAt }),
    ...(base !== undefined && { base }),
  };
}

const encoder = new TextEncoder();

export function takeBatch(
  queue: readonly OutboxEntry[],
  clientId: string,
  limits: { max: number; bytes: number } = { max: MAX_BATCH, bytes: PUSH_BYTES },
): OutboxEntry[] {
  const batch: OutboxEntry[] = [];
  const docs = new Set<string>();
  let bytes = 0;
  for (const entry of queue) {
    const previous = batch.at(-1);
    if (batch.length >= limits.max || (previous && entry.seq !== previous.seq + 1)) break;
    const doc = `${entry.entity}:${entry.id}`;
    if (entry.kind === 'update' && entry.entity !== 'conflict' && docs.has(doc)) break;
    const size = encoder.encode(JSON.stringify(toMutation(entry, clientId))).length + 1;
    // The first entry always goes: alone it is within the limit (a blog body is at most 50,000 characters).
    if (batch.length > 0 && bytes + size > limits.bytes) break;
    batch.push(entry);
    docs.add(doc);
    bytes += size;
  }
  return batch;
}
