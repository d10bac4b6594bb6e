import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from './db.ts';
import { readMeta } from './db.ts';
import { taskRepository } from './task-repository.ts';
import { queued, testDb } from './test-support/test-db.ts';

const at = new Date(2026, 10, 21, 9, 5, 3);
let db: UserDb;
afterEach(() => db?.close());

function setup() {
  db = testDb();
  return taskRepository(db, { now: () => at });
}

describe('task repository', () => {
  it('stores a new task and its create entry together, stamped with the device date and time', async () => {
    const tasks = setup();
    const id = await tasks.create({ taskText: '  pack bags ', important: true });
    expect(await db.tasks.get(id)).toMatchObject({
      _id: id,
      taskText: 'pack bags',
      important: true,
      completed: false,
      date: 'Sat 21 Nov 2026',
      time: '9:05:03',
      rev: 0,
      pending: 1,
      base: null,
    });
    expect(await queued(db)).toEqual([
      {
        seq: 1,
        entity: 'task',
        id,
        kind: 'create',
        baseRev: 0,
        fields: {
          taskText: 'pack bags',
          important: true,
          completed: false,
          date: 'Sat 21 Nov 2026',
          time: '9:05:03',
        },
      },
    ]);
    const meta = await readMeta(db);
    expect(meta).toMatchObject({ nextSeq: 2, writes: 1, cursor: null });
    expect(meta.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses what the server would refuse, storing nothing', async () => {
    const tasks = setup();
    await expect(tasks.create({ taskText: 'x'.repeat(41) })).rejects.toThrow('at most 40 characters');
    await expect(tasks.create({ taskText: '   ' })).rejects.toThrow('Please write the task');
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends only what changed, on top of the revision the server last gave', async () => {
    const tasks = setup();
    const id = await tasks.create({ taskText: 'visa' });
    // Pretend the create was synced: revision 1, outbox empty.
    await db.outbox.clear();
    await db.tasks.update(id, { rev: 1, pending: 0 });
    await tasks.edit(id, { taskText: 'visa', important: true });
    await tasks.toggleCompleted(id);
    expect(await queued(db)).toEqual([
      {
        seq: 2,
        entity: 'task',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { important: true, completed: true },
      },
    ]);
    expect(await db.tasks.get(id)).toMatchObject({ important: true, completed: true, pending: 1 });
  });

  it('keeps seqs contiguous across entries, and an entry once sent is never changed', async () => {
    const tasks = setup();
    const id = await tasks.create({ taskText: 'visa' });
    await db.outbox.toCollection().modify({ attempts: 1 });
    await tasks.toggleCompleted(id);
    await tasks.toggleCompleted(id);
    await tasks.remove(id);
    expect((await queued(db)).map((e) => [e.seq, e.kind, e.fields])).toEqual([
      [1, 'create', expect.objectContaining({ completed: false })],
      // The two toggles folded into one unsent entry and cancel out to "completed: false".
      [2, 'update', { completed: false }],
      [3, 'delete', {}],
    ]);
    expect(await db.tasks.get(id)).toBeUndefined();
  });

  it('runs the guard before storing anything (the app blocks the demo user there)', async () => {
    db = testDb();
    const tasks = taskRepository(db, {
      beforeWrite: () => {
        throw new Error('demo');
      },
    });
    await expect(tasks.create({ taskText: 'x' })).rejects.toThrow('demo');
    expect(await db.tasks.count()).toBe(0);
  });

  it('refuses to edit a task that is gone, and deleting it again does nothing', async () => {
    const tasks = setup();
    await expect(tasks.edit('nope', { important: true })).rejects.toThrow('no longer here');
    await tasks.remove('nope');
    expect(await db.outbox.count()).toBe(0);
  });
});
