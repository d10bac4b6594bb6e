import { describe, expect, it } from 'vitest';
import { mutationSchema } from '../../../shared/sync/protocol.ts';
import { takeBatch, toMutation } from './push-batch.ts';
import type { OutboxEntry } from './records.ts';

let n = 0;
const entry = (seq: number, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  localId: ++n,
  seq,
  opId: `op${seq}`,
  entity: 'task',
  id: `t${seq}`,
  kind: 'create',
  baseRev: 0,
  fields: { taskText: 'x' },
  createdAt: '',
  attempts: 0,
  ...over,
});

const seqs = (batch: OutboxEntry[]) => batch.map((e) => e.seq);

describe('takeBatch', () => {
  it('takes contiguous entries from the head of the queue, up to the count limit', () => {
    const queue = [1, 2, 3, 4].map((s) => entry(s));
    expect(seqs(takeBatch(queue, 'c', { max: 3, bytes: 1e6 }))).toEqual([1, 2, 3]);
    expect(seqs(takeBatch([entry(1), entry(3)], 'c'))).toEqual([1]);
  });

  it('holds back an update to a document already in the batch: its baseRev needs the answer first', () => {
    const queue = [
      entry(1, { id: 'a' }),
      entry(2, { id: 'b' }),
      entry(3, { id: 'a', kind: 'update', baseRev: 0 }),
      entry(4, { id: 'c' }),
    ];
    expect(seqs(takeBatch(queue, 'c'))).toEqual([1, 2]);
    // A delete needs no revision, so it may follow in the same batch.
    expect(seqs(takeBatch([entry(1, { id: 'a' }), entry(2, { id: 'a', kind: 'delete' })], 'c'))).toEqual([
      1, 2,
    ]);
  });

  it('sends closes of a conflict along with anything else: they name no document revision', () => {
    const close = (seq: number) =>
      entry(seq, { entity: 'conflict', id: 'c1', kind: 'update', fields: { resolved: true } });
    expect(seqs(takeBatch([entry(1, { id: 'a', kind: 'update' }), close(2), close(3)], 'c'))).toEqual([
      1, 2, 3,
    ]);
  });

  it('stays under the byte limit but always sends at least one entry', () => {
    const big = (seq: number) => entry(seq, { fields: { blogBody: 'é'.repeat(1000) } });
    expect(seqs(takeBatch([big(1), big(2), big(3)], 'c', { max: 500, bytes: 4500 }))).toEqual([1, 2]);
    expect(seqs(takeBatch([big(1)], 'c', { max: 500, bytes: 10 }))).toEqual([1]);
  });

  it('makes the mutation the server expects, without local bookkeeping', () => {
    expect(toMutation(entry(1, { id: 'a' }), 'client-1')).toEqual({
      clientId: 'client-1',
      seq: 1,
      opId: 'op1',
      entity: 'task',
      id: 'a',
      kind: 'create',
      baseRev: 0,
      fields: { taskText: 'x' },
    });
  });

  it('carries the edit’s time and the synced text it started from, when the entry has them', () => {
    const edit = entry(2, {
      entity: 'blog',
      id: 'b',
      kind: 'update',
      baseRev: 4,
      fields: { blogBody: 'Day one!' },
      at: 1_790_000_000_000,
      base: { blogBody: 'Day one.' },
    });
    expect(toMutation(edit, 'client-1')).toEqual({
      clientId: 'client-1',
      seq: 2,
      opId: 'op2',
      entity: 'blog',
      id: 'b',
      kind: 'update',
      baseRev: 4,
      fields: { blogBody: 'Day one!' },
      at: 1_790_000_000_000,
      base: { blogBody: 'Day one.' },
    });
    expect(mutationSchema.safeParse(toMutation(edit, 'client-1')).success).toBe(true);
  });
});
