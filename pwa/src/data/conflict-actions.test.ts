import { afterEach, describe, expect, it } from 'vitest';
import { dismissRejection, keepKeptValue, restoreLostValue } from './conflict-actions.ts';
import { readMeta, type UserDb } from './db.ts';
import type { ConflictRecord } from './records.ts';
import { readCounts } from './sync-counts.ts';
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
    rev: 3,
    closed: 0 as const,
    resolved: 0 as const,
  };
  await db.conflicts.add(conflict);
  return id;
}

const now = new Date('2026-11-21T11:00:00.000Z');
const close = {
  entity: 'conflict',
  id: 'c1',
  kind: 'update',
  baseRev: 3,
  fields: { resolved: true },
} as const;

/** An entry already holding a seq a later write will take (the next one, or `ahead` after it). */
async function blockSeq(ahead = 0) {
  const { nextSeq } = await readMeta(db);
  await db.outbox.add({ ...close, seq: nextSeq + ahead, opId: 'x', createdAt: '', attempts: 1 });
}

describe('conflict actions', () => {
  it('restores the losing value as a new update on top of the current revision, then closes the conflict', async () => {
    const id = await setup();
    expect(await restoreLostValue(db, 'c1', now)).toBe(true);
    expect(await queued(db)).toEqual([
      { seq: 2, entity: 'task', id, kind: 'update', baseRev: 2, fields: { taskText: 'visa for Chile' } },
      { seq: 3, ...close },
    ]);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.at)).toEqual([now.getTime(), now.getTime()]);
    expect((await db.tasks.get(id))?.taskText).toBe('visa for Chile');
    expect((await loadIssues(db)).conflicts).toEqual([]);
  });

  it('keeps the kept value by closing the conflict: decided here, and queued for every other device', async () => {
    await setup();
    await keepKeptValue(db, 'c1', now);
    expect(await queued(db)).toEqual([{ seq: 2, ...close }]);
    expect((await db.outbox.toArray())[0]?.at).toBe(now.getTime());
    expect(await db.conflicts.get('c1')).toMatchObject({ resolved: 1, closed: 0 });
    expect((await readMeta(db)).nextSeq).toBe(3);
    await keepKeptValue(db, 'c1', now);
    expect(await db.outbox.count()).toBe(1);
  });

  it('closes a conflict pulled before conflicts had revisions on revision 0', async () => {
    await setup();
    const { rev: _rev, ...older } = (await db.conflicts.get('c1')) as ConflictRecord;
    await db.conflicts.put(older);
    await keepKeptValue(db, 'c1', now);
    expect(await queued(db)).toEqual([{ seq: 2, ...close, baseRev: 0 }]);
  });

  it('stores the choice and its outbox entry together, or neither', async () => {
    const id = await setup();
    await blockSeq();
    await expect(keepKeptValue(db, 'c1', now)).rejects.toThrow();
    await db.outbox.clear();
    // The update of the task takes its seq; closing the conflict then fails, and takes the update with it.
    await blockSeq(1);
    await expect(restoreLostValue(db, 'c1', now)).rejects.toThrow();
    expect((await db.conflicts.get('c1'))?.resolved).toBe(0);
    expect(await db.tasks.get(id)).toMatchObject({ taskText: 'visa for Peru', pending: 0 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('cannot restore into a document that is gone', async () => {
    const id = await setup();
    await db.tasks.delete(id);
    expect(await restoreLostValue(db, 'c1')).toBe(false);
    expect(await db.outbox.count()).toBe(0);
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

describe('a task deleted over another device’s edit', () => {
  const copy = {
    _id: 't1',
    userID: 'u',
    taskText: 'visa for Peru, photos at the consulate',
    important: true,
    completed: false,
    date: '2026-12-01',
    time: '',
    rev: 2,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
  };
  const deleted = {
    _id: 'c9',
    entity: 'task' as const,
    kind: 'deleted' as const,
    docId: 't1',
    field: 'taskText',
    kept: null,
    lost: copy,
    at: '2026-11-21T10:00:00.000Z',
    rev: 1,
    closed: 0 as const,
    resolved: 0 as const,
  };
  const closeIt = { entity: 'conflict', id: 'c9', kind: 'update', baseRev: 1, fields: { resolved: true } };
  const fields = { taskText: copy.taskText, important: true, completed: false, date: '2026-12-01', time: '' };

  it('undo queues the create of the kept copy under the conflict’s id, which the server closes it by', async () => {
    db = testDb();
    await db.conflicts.add(deleted);
    expect((await loadIssues(db)).conflicts).toEqual([
      { conflict: expect.objectContaining({ _id: 'c9' }), record: undefined },
    ]);
    expect((await readCounts(db)).conflicts).toBe(1);
    expect(await restoreLostValue(db, 'c9', now)).toBe(true);
    expect(await queued(db)).toEqual([
      { seq: 1, entity: 'task', id: 'c9', kind: 'create', baseRev: 0, fields },
    ]);
    expect(await db.tasks.get('c9')).toMatchObject({ ...fields, pending: 1 });
    expect(await db.tasks.get('t1')).toBeUndefined();
    // Decided here while the copy is on the device.
    expect((await loadIssues(db)).conflicts).toEqual([]);
    expect((await readCounts(db)).conflicts).toBe(0);
    // A second click changes nothing.
    expect(await restoreLostValue(db, 'c9', now)).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });

  it('lists the conflict again when the server refused the undo and the copy went away', async () => {
    db = testDb();
    await db.conflicts.add(deleted);
    await restoreLostValue(db, 'c9', now);
    // What settling a refused create does: the record goes, with its entry.
    await db.tasks.delete('c9');
    await db.outbox.clear();
    expect((await loadIssues(db)).conflicts).toEqual([
      { conflict: expect.objectContaining({ _id: 'c9' }), record: undefined },
    ]);
    expect((await readCounts(db)).conflicts).toBe(1);
  });

  it('undo queues nothing when the copy is here already (another device undid it)', async () => {
    db = testDb();
    await db.conflicts.add(deleted);
    await db.tasks.add({ ...fields, _id: 'c9', rev: 1, pending: 0, base: fields, createdAt: '' });
    expect(await restoreLostValue(db, 'c9', now)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeping it deleted closes the conflict and re-creates nothing', async () => {
    db = testDb();
    await db.conflicts.add(deleted);
    await keepKeptValue(db, 'c9', now);
    expect(await queued(db)).toEqual([{ seq: 1, ...closeIt }]);
    expect(await db.tasks.count()).toBe(0);
  });
});
