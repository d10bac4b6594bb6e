import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { readMeta } from './db.ts';
import { bringServerForward, readServerCopy } from './server-restored.ts';
import { pushOutbox, runCycle } from './sync-cycle.ts';
import type { TestDevice } from './test-support/device.ts';
import { twoDevicesKit } from './test-support/two-devices.ts';

const setup = twoDevicesKit();
const sync = (d: TestDevice) => runCycle(d.db, d.api);
const tasksOf = async (d: TestDevice) =>
  (await d.db.tasks.orderBy('_id').toArray()).map(({ _id, taskText, completed, rev, pending }) => ({
    _id,
    taskText,
    completed,
    rev,
    pending,
  }));

describe('sync cycle against a fake server', () => {
  it('pushes the outbox, empties it, and takes the server’s revision', async () => {
    const { server, phone } = setup();
    const id = await phone.tasks.create({ taskText: 'pack bags' });
    await phone.tasks.toggleCompleted(id);
    await sync(phone);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(server.fieldsOf('task', id)).toMatchObject({ taskText: 'pack bags', completed: true });
    expect(await tasksOf(phone)).toEqual([
      { _id: id, taskText: 'pack bags', completed: true, rev: 1, pending: 0 },
    ]);
  });

  it('brings two devices of one user to the same tasks', async () => {
    const { phone, laptop } = setup();
    const a = await phone.tasks.create({ taskText: 'visa' });
    await sync(phone);
    await sync(laptop);
    await laptop.tasks.toggleCompleted(a);
    await laptop.tasks.create({ taskText: 'train' });
    await sync(laptop);
    await sync(phone);
    expect(await tasksOf(phone)).toEqual(await tasksOf(laptop));
    expect(await tasksOf(phone)).toHaveLength(2);
  });

  it('keeps the outbox when the network fails, and sends it on the next cycle', async () => {
    const { server, phone } = setup();
    server.intercept = () => {
      throw new TypeError('Failed to fetch');
    };
    await phone.tasks.create({ taskText: 'offline' });
    await expect(sync(phone)).rejects.toMatchObject({ status: 0 });
    expect(await phone.db.outbox.count()).toBe(1);
    server.intercept = null;
    await sync(phone);
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('never applies a batch twice when the server took it but the answer was lost', async () => {
    const { server, phone } = setup();
    const id = await phone.tasks.create({ taskText: 'once' });
    server.intercept = (path, init) => {
      if (path !== '/api/sync/push') return undefined;
      const body = JSON.parse(String(init.body));
      server.push(body.clientId, body.mutations);
      throw new TypeError('connection reset');
    };
    await expect(sync(phone)).rejects.toBeInstanceOf(ApiError);
    server.intercept = null;
    await sync(phone);
    expect(server.pushes.at(-1)?.map((m) => m.seq)).toEqual([1]);
    expect(server.log.filter((e) => e.id === id)).toHaveLength(1);
    expect(await tasksOf(phone)).toEqual([
      { _id: id, taskText: 'once', completed: false, rev: 1, pending: 0 },
    ]);
  });

  it('lists a refused write with its reason and shows the server’s version again', async () => {
    const { server, phone } = setup();
    const id = await phone.tasks.create({ taskText: 'short' });
    await sync(phone);
    // Written around the repository's own check, as an older app version might have.
    server.intercept = (path, init) => {
      if (path !== '/api/sync/push') return undefined;
      const body = JSON.parse(String(init.body));
      body.mutations[0].fields.taskText = 'x'.repeat(41);
      return Response.json(server.push(body.clientId, body.mutations));
    };
    await phone.tasks.edit(id, { taskText: 'longer' });
    await sync(phone);
    expect(await phone.db.rejections.toArray()).toEqual([
      expect.objectContaining({
        entity: 'task',
        id,
        kind: 'update',
        reason: 'A task can have at most 40 characters',
      }),
    ]);
    expect((await phone.db.tasks.get(id))?.taskText).toBe('short');
  });

  it('renumbers the queue when the server expects seqs the device no longer has', async () => {
    const { server, phone } = setup();
    await phone.tasks.create({ taskText: 'a' });
    await sync(phone);
    const { clientId } = await readMeta(phone.db);
    server.lastSeq.set(clientId, 0); // restored from a backup taken before the first push
    const id = await phone.tasks.create({ taskText: 'b' });
    await sync(phone);
    expect(server.pushes.map((p) => p.map((m) => m.seq))).toEqual([[1], [2], [1]]);
    expect(server.fieldsOf('task', id)).toMatchObject({ taskText: 'b' });
    expect((await readMeta(phone.db)).nextSeq).toBe(2);
  });

  it('pulls page after page, and starts over on reset keeping unsent edits', async () => {
    const { server, phone, laptop } = setup();
    for (const text of ['a', 'b', 'c', 'd', 'e']) await phone.tasks.create({ taskText: text });
    await sync(phone);
    server.pageSize = 2;
    await sync(laptop);
    expect(await laptop.db.tasks.count()).toBe(5);
    const first = await laptop.db.tasks.orderBy('_id').first();
    if (!first) throw new Error('nothing pulled');
    await laptop.tasks.edit(first._id, { taskText: 'a, edited offline' });
    // A record the server no longer has, as a device that missed a tombstone might hold.
    await laptop.db.tasks.add({ ...first, _id: 'stale', pending: 0 });
    server.resetNext = true;
    await sync(laptop);
    expect(await laptop.db.tasks.get('stale')).toBeUndefined();
    expect((await laptop.db.tasks.get(first._id))?.taskText).toBe('a, edited offline');
    expect(await laptop.db.tasks.count()).toBe(5);
    expect(server.fieldsOf('task', first._id)).toMatchObject({ taskText: 'a, edited offline' });
  });

  it('expires nothing but the session on a 401: the outbox waits for the next sign-in', async () => {
    const { server, phone } = setup();
    server.intercept = () => Response.json({ message: 'Please sign in again' }, { status: 401 });
    await phone.tasks.create({ taskText: 'kept' });
    await expect(sync(phone)).rejects.toMatchObject({ status: 401 });
    expect(phone.unauthorized).toEqual(['token-1']);
    expect(await phone.db.outbox.count()).toBe(1);
  });
  it('finishes bringing a restored server forward before sending the queue, after a cycle stopped mid-copy', async () => {
    const { server, phone } = setup();
    const id = await phone.tasks.create({ taskText: 'a' });
    await phone.tasks.edit(id, { taskText: 'b' });
    await sync(phone);
    // The server restored from before that revision, then another device's edit numbered it anew.
    const doc = server.docs.get(`task:${id}`);
    if (!doc) throw new Error('not pushed');
    expect((await phone.db.tasks.get(id))?.rev).toBe(doc.rev);
    doc.fields.taskText = 'written after the restore';
    doc.stamps.taskText = { by: 'another-device', at: Date.now(), seq: 1, rev: doc.rev };
    server.log.push({ entity: 'task', id });
    // This device learnt of the restore and was stopped while it read the server's copy; then deleted.
    await phone.db.meta.put({ ...(await readMeta(phone.db)), restored: true });
    await phone.tasks.remove(id);
    await sync(phone);
    const deletes = server.pushes.flat().filter((m) => m.kind === 'delete');
    expect(deletes.map((m) => m.baseRev)).toEqual([0]);
    expect(server.fieldsOf('task', id)).toBeUndefined();
    const kept = [...server.docs.values()].filter((d) => d.entity === 'conflict');
    expect(kept.map((c) => [c.fields.kind, c.fields.docId])).toEqual([['deleted', id]]);
    expect((await readMeta(phone.db)).restored).toBe(false);
  });

  it('sends nothing while a restored server is being brought forward', async () => {
    const { server, phone } = setup();
    const id = await phone.tasks.create({ taskText: 'a' });
    await sync(phone);
    // Another engine on this database (a second tab) noticed the restore while this one had a batch out.
    await phone.db.meta.put({ ...(await readMeta(phone.db)), restored: true });
    await phone.tasks.edit(id, { taskText: 'b' });
    const before = server.pushes.length;
    expect(await pushOutbox(phone.db, phone.api)).toBe(0);
    expect(server.pushes.length).toBe(before);
    expect(await phone.db.outbox.count()).toBe(1);
  });

  it('queues what a restored server lost once, when a second engine finishes bringing it forward late', async () => {
    const { server, phone } = setup();
    const id = await phone.tasks.create({ taskText: 'a' });
    await sync(phone);
    await phone.tasks.edit(id, { taskText: 'b' });
    await sync(phone);
    // Restored from before the edit. A second tab's engine reads the server's copy, then this one brings
    // the server forward and sends the edit again before that engine stores what it read.
    const doc = server.docs.get(`task:${id}`);
    if (!doc) throw new Error('not pushed');
    doc.fields.taskText = 'a';
    await phone.db.meta.put({ ...(await readMeta(phone.db)), restored: true });
    const late = await readServerCopy(phone.api);
    await sync(phone);
    expect(await bringServerForward(phone.db, late)).toBe(0);
    await sync(phone);
    const sent = server.pushes.flat().filter((m) => m.id === id && m.fields.taskText === 'b');
    expect(new Set(sent.map((m) => m.opId)).size).toBe(2);
    expect(server.fieldsOf('task', id)?.taskText).toBe('b');
    expect(await phone.db.outbox.count()).toBe(0);
  });

  it('decides a queued text edit whole when the restored server lacks the text it started from', async () => {
    const { server, phone, laptop } = setup();
    const id = await laptop.drafts.save(null, { blogTitle: 'Alps', blogBody: 'one\n\ntwo\n\nthree' });
    await sync(laptop);
    await sync(phone);
    // The phone edits one paragraph of the laptop's story; the edit's base is that story.
    await phone.drafts.save(id, { blogTitle: 'Alps', blogBody: 'one\n\nTWO\n\nthree' });
    // The server is restored to before the laptop's story.
    const doc = server.docs.get(`draft:${id}`);
    if (!doc) throw new Error('not pushed');
    doc.fields.blogBody = 'before';
    await phone.db.meta.put({ ...(await readMeta(phone.db)), restored: true });
    await bringServerForward(phone.db, await readServerCopy(phone.api));
    const [queued] = await phone.db.outbox.toArray();
    expect(queued?.base?.blogBody).toBeUndefined();
    await sync(phone);
    // Decided whole, the phone's story keeps the laptop's paragraphs the restore lost.
    expect(server.fieldsOf('draft', id)?.blogBody).toBe('one\n\nTWO\n\nthree');
  });
});
