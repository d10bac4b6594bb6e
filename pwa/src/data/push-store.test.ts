import { afterEach, describe, expect, it } from 'vitest';
import type { PushStatus } from '../../../shared/sync/protocol.ts';
import { keepKeptValue } from './conflict-actions.ts';
import type { UserDb } from './db.ts';
import { applyPullPage } from './pull-store.ts';
import { applyPushAnswer, claimBatch } from './push-store.ts';
import type { ConflictRecord } from './records.ts';
import { taskRepository } from './task-repository.ts';
import { testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

const conflict: ConflictRecord = {
  _id: 'c1',
  entity: 'task',
  docId: 't1',
  field: 'taskText',
  kept: 'visa',
  lost: 'visas',
  at: '2026-11-21T10:00:00.000Z',
  rev: 1,
  closed: 0,
  resolved: 0,
};

/** The owner keeps the kept version, the close is pushed, and the server answers `status`. */
async function closeAnswered(status: PushStatus, stored: Partial<ConflictRecord> = {}) {
  db = testDb();
  await db.conflicts.add({ ...conflict, ...stored });
  await keepKeptValue(db, 'c1');
  const { batch } = await claimBatch(db);
  const result = { seq: 1, opId: batch[0]?.opId ?? '', status };
  const reason = status === 'rejected' ? { reason: 'This conflict is no longer open' } : {};
  return applyPushAnswer(db, batch, { results: [{ ...result, ...reason }], lastSeq: 1 });
}

describe('settling a pushed close of a conflict', () => {
  it.each(['applied', 'duplicate', 'merged'] as const)('needs nothing more when %s', async (status) => {
    expect(await closeAnswered(status)).toEqual({ settled: 1, answered: 1, gap: null, wentBack: false });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejections.count()).toBe(0);
    expect((await db.conflicts.get('c1'))?.resolved).toBe(1);
  });

  it('lists the refusal and the conflict again when refused', async () => {
    await closeAnswered('rejected');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejections.toArray()).toEqual([
      expect.objectContaining({
        entity: 'conflict',
        id: 'c1',
        kind: 'update',
        fields: { resolved: true },
        reason: 'This conflict is no longer open',
      }),
    ]);
    expect((await db.conflicts.get('c1'))?.resolved).toBe(0);
  });

  it('leaves it decided when refused but the server has closed it anyway', async () => {
    await closeAnswered('rejected', { closed: 1 });
    expect((await db.conflicts.get('c1'))?.resolved).toBe(1);
  });

  it('leaves it decided when refused while another close of it waits', async () => {
    db = testDb();
    await db.conflicts.add(conflict);
    await keepKeptValue(db, 'c1');
    const { batch } = await claimBatch(db);
    await db.conflicts.update('c1', { resolved: 0 });
    await keepKeptValue(db, 'c1');
    const refused = { seq: 1, opId: batch[0]?.opId ?? '', status: 'rejected' as const };
    await applyPushAnswer(db, batch, { results: [refused], lastSeq: 1 });
    expect(await db.outbox.count()).toBe(1);
    expect((await db.conflicts.get('c1'))?.resolved).toBe(1);
  });
});

describe('settling a push answer', () => {
  it('settles an entry once: a late copy of the answer does not replay its value over a newer pull', async () => {
    db = testDb();
    const id = await taskRepository(db).create({ taskText: 'visa' });
    const { batch } = await claimBatch(db);
    const answer = {
      results: [{ seq: 1, opId: batch[0]?.opId ?? '', status: 'applied' as const, rev: 1 }],
      lastSeq: 1,
    };
    // One engine settles the answer; a pull then brings another device's newer text.
    expect(await applyPushAnswer(db, batch, answer)).toMatchObject({ settled: 1, answered: 1 });
    const doc = { _id: id, userID: 'u1', taskText: 'visa and passport', important: false, rev: 2 };
    await applyPullPage(db, {
      changes: [{ scope: 'user', entity: 'task', id, rev: 2, doc }],
      cursor: 'c2',
      hasMore: false,
    });
    // A second engine (a tab without Web Locks, a stopped one) stores its copy of the same answer late.
    const late = await applyPushAnswer(db, batch, answer);
    expect(await db.tasks.get(id)).toMatchObject({ taskText: 'visa and passport', rev: 2, pending: 0 });
    expect(late).toEqual({ settled: 0, answered: 1, gap: null, wentBack: false });
  });
});
