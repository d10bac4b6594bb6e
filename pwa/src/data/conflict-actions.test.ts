import { afterEach, describe, expect, it } from 'vitest';
import { dismissRejection, keepKeptValue, restoreLostValue } from './conflict-actions.ts';
import type { UserDb } from './db.ts';
import { loadIssues } from './sync-issues.ts';
import { taskRepository } from './task-repository.ts';
import { queued, testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

async function setup() {
  db = testDb();
  const id = await taskRepository(db).create({ taskText: 'visa for Peru' });
  await db.outbox.clear();
  await db.tasks.update(id, { rev: 2, pending: 0 });
  const conflict = {
    _id: 'c1',
    entity: 'task' as const,
    docId: id,
    field: 'taskText',
    kept: 'visa for Peru',
    lost: 'visa for Chile',
    at: '2026-11-21T10:00:00.000Z',
    resolved: 0 as const,
  };
  await db.conflicts.add(conflict);
  return id;
}

describe('conflict actions', () => {
  it('restores the losing value as a new update on top of the current revision', async () => {
    const id = await setup();
    expect(await restoreLostValue(db, 'c1')).toBe(true);
    expect(await queued(db)).toEqual([
      { seq: 2, entity: 'task', id, kind: 'update', baseRev: 2, fields: { taskText: 'visa for Chile' } },
    ]);
    expect((await db.tasks.get(id))?.taskText).toBe('visa for Chile');
    expect((await loadIssues(db)).conflicts).toEqual([]);
  });

  it('keeps the kept value by marking the conflict decided, sending nothing', async () => {
    await setup();
    await keepKeptValue(db, 'c1');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.conflicts.get('c1'))?.resolved).toBe(1);
  });

  it('cannot restore into a document that is gone', async () => {
    const id = await setup();
    await db.tasks.delete(id);
    expect(await restoreLostValue(db, 'c1')).toBe(false);
    expect((await loadIssues(db)).conflicts).toEqual([
      { conflict: expect.objectContaining({ _id: 'c1' }), record: undefined },
    ]);
  });

  it('lists refused writes newest first and dismisses them', async () => {
    await setup();
    const base = {
      opId: 'op',
      entity: 'task' as const,
      id: 'x',
      kind: 'update' as const,
      fields: {},
      reason: 'no',
    };
    await db.rejections.bulkAdd([
      { ...base, seq: 1, at: '2026-11-20T00:00:00.000Z' },
      { ...base, seq: 2, at: '2026-11-21T00:00:00.000Z' },
    ]);
    const { rejections } = await loadIssues(db);
    expect(rejections.map((r) => r.rejection.seq)).toEqual([2, 1]);
    await dismissRejection(db, rejections[0]?.rejection.localId as number);
    expect(await db.rejections.count()).toBe(1);
  });
});
