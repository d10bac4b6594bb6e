import { describe, expect, it } from 'vitest';
import type { MutationResult } from '../../../shared/sync/protocol.ts';
import { readAnswer, settleDoc } from './push-settle.ts';
import type { OutboxEntry, SyncedRecord } from './records.ts';

const now = new Date('2026-11-21T10:00:00.000Z');
const entry = (seq: number, over: Partial<OutboxEntry>): OutboxEntry => ({
  localId: seq,
  seq,
  opId: `op${seq}`,
  entity: 'task',
  id: 't',
  kind: 'update',
  baseRev: 3,
  fields: {},
  createdAt: '',
  attempts: 1,
  ...over,
});
const result = (seq: number, status: MutationResult['status'], rev?: number): MutationResult => ({
  seq,
  opId: `op${seq}`,
  status,
  ...(rev !== undefined && { rev }),
});
const record = (over: Partial<SyncedRecord> & Record<string, unknown> = {}) => ({
  _id: 't',
  rev: 3,
  pending: 1 as const,
  base: { taskText: 'visa', completed: false },
  createdAt: '2026-11-01T00:00:00.000Z',
  taskText: 'visa',
  completed: true,
  ...over,
});

describe('readAnswer', () => {
  it('pairs results with the entries sent and reports a gap', () => {
    const batch = [entry(4, {}), entry(5, {})];
    const answer = readAnswer(batch, {
      results: [result(4, 'applied', 4), result(9, 'applied')],
      lastSeq: 4,
      gap: { expected: 5 },
    });
    expect(answer.outcomes.map((o) => o.entry.seq)).toEqual([4]);
    expect(answer.gap).toBe(5);
  });
});

describe('settleDoc', () => {
  it('keeps the time of each acknowledged field, for sending it again after a restore', () => {
    const sent = entry(1, { fields: { completed: true }, at: 1_000 });
    const resent = entry(2, { fields: { taskText: 'passport' }, at: 3_000, fieldAt: { taskText: 2_000 } });
    const refused = entry(3, { fields: { taskText: 'tickets' }, at: 4_000 });
    const settled = settleDoc(
      'task',
      't',
      record({ fieldAt: { taskText: 10, completed: 10, important: 10 } }),
      [
        { entry: sent, result: result(1, 'applied', 4) },
        { entry: resent, result: result(2, 'merged', 5) },
        { entry: refused, result: { ...result(3, 'rejected'), reason: 'no' } },
      ],
      [],
      now,
    );
    expect(settled.record?.fieldAt).toEqual({ taskText: 2_000, completed: 1_000, important: 10 });
  });

  it('takes an applied write into the base, and its revision when nothing came in between', () => {
    const sent = entry(1, { fields: { completed: true } });
    const settled = settleDoc(
      'task',
      't',
      record(),
      [{ entry: sent, result: result(1, 'applied', 4) }],
      [],
      now,
    );
    expect(settled.record).toMatchObject({
      rev: 4,
      pending: 0,
      completed: true,
      base: { taskText: 'visa', completed: true },
    });
    expect(settled.resync).toBe(false);
  });

  it('keeps the old revision when other writes came in between, so the next pull decides', () => {
    const sent = entry(1, { fields: { completed: true } });
    const settled = settleDoc(
      'task',
      't',
      record(),
      [{ entry: sent, result: result(1, 'merged', 6) }],
      [],
      now,
    );
    expect(settled.record).toMatchObject({ rev: 3, completed: true });
  });

  it('moves the baseRev of queued entries on when the answer is exactly their next revision', () => {
    const created = entry(1, { kind: 'create', baseRev: 0, fields: { taskText: 'visa', completed: false } });
    const follow = entry(2, { baseRev: 0, attempts: 0, fields: { completed: true } });
    const settled = settleDoc(
      'task',
      't',
      record({ rev: 0, base: null }),
      [{ entry: created, result: result(1, 'applied', 1) }],
      [follow],
      now,
    );
    expect(settled.rebased).toEqual([{ localId: 2, baseRev: 1 }]);
    expect(settled.record).toMatchObject({ rev: 1, pending: 1, completed: true, base: { completed: false } });
  });

  it('leaves the baseRev of queued entries alone when someone else wrote in between', () => {
    const sent = entry(1, { fields: { completed: true } });
    const follow = entry(2, { baseRev: 3, fields: { taskText: 'visa!' } });
    const settled = settleDoc(
      'task',
      't',
      record(),
      [{ entry: sent, result: result(1, 'merged', 6) }],
      [follow],
      now,
    );
    expect(settled.rebased).toEqual([]);
  });

  it('never moves a queued entry onto the revision of a merged answer, which holds a change it never saw', () => {
    // Issue 29, finding 4: the record was pulled at 3 (another device's paragraph) while `sent` was queued;
    // `follow` was typed over the queued text. Moved to 4, it would replace the merged story whole.
    const sent = entry(1, { baseRev: 2, fields: { taskText: 'visa!' } });
    const follow = entry(2, { baseRev: 3, attempts: 0, fields: { taskText: 'visa!!' } });
    const settled = settleDoc(
      'task',
      't',
      record({ taskText: 'visa!!' }),
      [{ entry: sent, result: result(1, 'merged', 4) }],
      [follow],
      now,
    );
    expect(settled.rebased).toEqual([]);
    expect(settled.record).toMatchObject({ rev: 3, taskText: 'visa!!', pending: 1 });
  });

  it('undoes a refused write on the record, replaying what is still queued', () => {
    const refused = entry(1, { fields: { taskText: 'x'.repeat(41) } });
    const follow = entry(2, { fields: { completed: true } });
    const settled = settleDoc(
      'task',
      't',
      record({ taskText: 'x'.repeat(41) }),
      [{ entry: refused, result: { ...result(1, 'rejected'), reason: 'too long' } }],
      [follow],
      now,
    );
    expect(settled.record).toMatchObject({ taskText: 'visa', completed: true, pending: 1, rev: 3 });
  });

  it('removes a record whose refused create leaves nothing, and asks for a resync after a refused delete', () => {
    const create = entry(1, { kind: 'create', baseRev: 0, fields: { taskText: 'x' } });
    const refusedCreate = settleDoc(
      'task',
      't',
      record({ rev: 0, base: null }),
      [{ entry: create, result: result(1, 'rejected') }],
      [],
      now,
    );
    expect(refusedCreate.record).toBeNull();
    const del = entry(2, { kind: 'delete' });
    const refusedDelete = settleDoc(
      'task',
      't',
      undefined,
      [{ entry: del, result: result(2, 'rejected') }],
      [],
      now,
    );
    expect(refusedDelete.resync).toBe(true);
  });

  it('keeps a duplicate (answered before, answer lost) in the base so the screen does not flicker', () => {
    const created = entry(1, { kind: 'create', baseRev: 0, fields: { taskText: 'visa', completed: false } });
    const settled = settleDoc(
      'task',
      't',
      record({ rev: 0, base: null, completed: false }),
      [{ entry: created, result: result(1, 'duplicate') }],
      [],
      now,
    );
    expect(settled.record).toMatchObject({ rev: 0, pending: 0, taskText: 'visa' });
  });
});
