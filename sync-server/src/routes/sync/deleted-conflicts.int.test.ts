// A delete made on an older revision than another writer's acknowledged edit (issue 29, finding 8): the
// delete wins, and the document as it was, holding the edit the delete never saw, is kept in a conflict of
// kind `deleted` that every device of the owner pulls. Undo re-creates it under the conflict's id (one
// copy however many devices undo); keeping it deleted closes the conflict.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, deleteOverAnEdit, task } from './sync-kit';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';

let t: TestApp;
let ann: TestUser;
let phone: Device;
let laptop: Device;
beforeEach(async () => {
  t = await createTestApp();
  ann = await insertUser(t.deps, { name: 'Ann Lee' });
  phone = new Device(t, ann, 0, ANDROID);
  laptop = new Device(t, ann, 0, LINUX);
});
afterEach(() => t.close());

const stored = (collection: string, id: string) => t.deps.store.collection(collection).findOne({ _id: id });

/** The phone creates a task (rev 1), the laptop edits it (rev 2), the phone deletes it on rev 1. */
async function deleteOverUnseenEdit() {
  const id = newId();
  const [create, edit] = [task('visa'), { taskText: 'visa for Peru, photos at the consulate' }];
  await deleteOverAnEdit(phone, laptop, { entity: 'task', id, create, edit });
  return id;
}

describe('a delete over an edit it had not seen', () => {
  it('wins, and keeps the task as it was in a `deleted` conflict both devices pull', async () => {
    const id = await deleteOverUnseenEdit();
    expect(await stored('tasks', id)).toBeNull();
    const phoneSaw = await phone.pullAll();
    expect(phoneSaw.find((c) => c.entity === 'task' && c.id === id)).toMatchObject({ deleted: true });
    const [conflict] = phoneSaw.flatMap((c) => (c.entity === 'conflict' && c.doc ? [c.doc] : []));
    expect(conflict).toMatchObject({
      kind: 'deleted',
      entity: 'task',
      docId: id,
      field: 'taskText',
      kept: null,
      lost: { _id: id, taskText: 'visa for Peru, photos at the consulate', rev: 2 },
      keptBy: { clientId: phone.clientId, label: 'Chrome on Android' },
      lostBy: { clientId: laptop.clientId, label: 'Firefox on Linux' },
      resolved: false,
    });
    // The copy is what a device shows, without the server's bookkeeping.
    expect(conflict?.lost).not.toHaveProperty('stamps');
    const laptopSaw = await laptop.pullAll();
    expect(laptopSaw.find((c) => c.entity === 'task' && c.id === id)).toMatchObject({ deleted: true });
    expect(laptopSaw.find((c) => c.entity === 'conflict')?.doc).toEqual(conflict);
  });

  it('undo re-creates the task from the copy under the conflict id, which closes it, once, everywhere', async () => {
    const id = await deleteOverUnseenEdit();
    const [conflict] = await laptop.pullConflicts();
    if (!conflict) throw new Error('no conflict kept');
    const lost = conflict.lost as Record<string, unknown>;
    const undo = (device: Device) =>
      device.mutation({
        entity: 'task',
        id: conflict._id,
        kind: 'create',
        fields: task(String(lost.taskText)),
      });
    expect((await laptop.push([undo(laptop)])).body.results[0]?.status).toBe('applied');
    // The phone undid it too before it heard: the same copy, not a second one.
    expect((await phone.push([undo(phone)])).body.results[0]?.status).toBe('duplicate');
    expect(await stored('tasks', id)).toBeNull();
    expect(await t.deps.store.collection('tasks').count({ userID: ann.user._id })).toBe(1);
    for (const device of [phone, laptop, new Device(t, ann)]) {
      const changes = await device.pullAll();
      const restored = changes.find((c) => c.entity === 'task' && c.id === conflict._id);
      expect(restored?.doc).toMatchObject({ taskText: 'visa for Peru, photos at the consulate' });
      expect(changes.find((c) => c.entity === 'conflict')?.doc).toMatchObject({ resolved: true });
    }
  });

  it('an undo the server refuses leaves the conflict open, to try again', async () => {
    await t.close();
    t = await createTestApp({ quotas: { tasks: 1 } });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    [phone, laptop] = [new Device(t, ann), new Device(t, ann)];
    await deleteOverUnseenEdit();
    const [conflict] = await phone.pullConflicts();
    if (!conflict) throw new Error('no conflict kept');
    const other = newId();
    await laptop.push([
      laptop.mutation({ entity: 'task', id: other, kind: 'create', fields: task('ferry') }),
    ]);
    const undo = phone.mutation({ entity: 'task', id: conflict._id, kind: 'create', fields: task('visa') });
    expect((await phone.push([undo])).body.results[0]?.status).toBe('rejected');
    expect(await new Device(t, ann).pullConflicts()).toEqual([
      expect.objectContaining({ _id: conflict._id, resolved: false }),
    ]);
  });

  it('keeping it deleted closes the conflict on every device', async () => {
    const id = await deleteOverUnseenEdit();
    const [conflict] = await phone.pullConflicts();
    if (!conflict) throw new Error('no conflict kept');
    const keep = phone.mutation({
      entity: 'conflict',
      id: conflict._id,
      kind: 'update',
      fields: { resolved: true },
    });
    expect((await phone.push([keep])).body.results[0]?.status).toBe('applied');
    expect(await laptop.pullConflicts()).toEqual([
      expect.objectContaining({ _id: conflict._id, resolved: true }),
    ]);
    expect(await stored('tasks', id)).toBeNull();
  });

  it('keeps nothing when the delete had seen every edit, or the only later one was its own', async () => {
    const id = newId();
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'create', fields: task('visa') })]);
    await laptop.push([
      laptop.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, fields: task('Peru') }),
    ]);
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'delete', baseRev: 2, fields: {} })]);
    const own = newId();
    await phone.push([phone.mutation({ entity: 'task', id: own, kind: 'create', fields: task('ferry') })]);
    // Its own edit, whose answer had not come back when it deleted on rev 1.
    await phone.push([
      phone.mutation({ entity: 'task', id: own, kind: 'update', baseRev: 1, fields: { important: true } }),
      phone.mutation({ entity: 'task', id: own, kind: 'delete', baseRev: 1, fields: {} }),
    ]);
    expect(await stored('tasks', own)).toBeNull();
    expect(await new Device(t, ann).pullConflicts()).toEqual([]);
  });

  it('keeps a draft the same way', async () => {
    const id = newId();
    await phone.push([
      phone.mutation({ entity: 'draft', id, kind: 'create', fields: { blogTitle: 'Lima' } }),
    ]);
    await laptop.push([
      laptop.mutation({
        entity: 'draft',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { blogBody: 'We landed.' },
      }),
    ]);
    await phone.push([phone.mutation({ entity: 'draft', id, kind: 'delete', baseRev: 1, fields: {} })]);
    expect(await stored('drafts', id)).toBeNull();
    expect(await new Device(t, ann).pullConflicts()).toEqual([
      expect.objectContaining({
        kind: 'deleted',
        entity: 'draft',
        field: 'blogBody',
        lost: expect.objectContaining({ blogTitle: 'Lima', blogBody: 'We landed.' }),
      }),
    ]);
  });
});

describe('a delete of an id the server has no document of', () => {
  it('buries it, so a device that never heard of the delete cannot create it again', async () => {
    const id = newId();
    const del = phone.mutation({ entity: 'task', id, kind: 'delete', baseRev: 0, fields: {} });
    expect((await phone.push([del])).body.results[0]?.status).toBe('applied');
    const create = laptop.mutation({ entity: 'task', id, kind: 'create', fields: task('visa') });
    expect((await laptop.push([create])).body.results[0]).toMatchObject({
      status: 'rejected',
      reason: 'This item was deleted',
    });
    expect(await stored('tasks', id)).toBeNull();
  });

  it('leaves alone an id another owner’s document holds', async () => {
    const id = newId();
    const bo = await insertUser(t.deps, { name: 'Bo' });
    const other = new Device(t, bo);
    await other.push([other.mutation({ entity: 'task', id, kind: 'create', fields: task('Bo’s') })]);
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'delete', baseRev: 0, fields: {} })]);
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'Bo’s' });
    expect(await t.deps.store.collection('sync_tombstones').count({})).toBe(0);
  });
});

describe('a website delete follows the same rule', () => {
  const remove = (id: string, headers: Record<string, string> = {}) =>
    t.app.request(`/api/tasks/${id}`, { method: 'DELETE', headers: { ...ann.auth, ...headers } });

  it('with If-Match of the revision it showed: an edit made since is kept', async () => {
    const id = newId();
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'create', fields: task('visa') })]);
    await laptop.push([
      laptop.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, fields: { taskText: 'Peru' } }),
    ]);
    expect((await remove(id, { 'if-match': '"1"' })).status).toBe(200);
    expect(await stored('tasks', id)).toBeNull();
    expect(await phone.pullConflicts()).toEqual([
      expect.objectContaining({
        kind: 'deleted',
        lost: expect.objectContaining({ taskText: 'Peru' }),
        keptBy: { clientId: null, label: 'the website' },
      }),
    ]);
  });

  it('without If-Match it has seen everything: nothing kept; a bad If-Match changes nothing', async () => {
    const id = newId();
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'create', fields: task('visa') })]);
    await laptop.push([
      laptop.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, fields: { taskText: 'Peru' } }),
    ]);
    expect((await remove(id, { 'if-match': 'yesterday' })).status).toBe(400);
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'Peru' });
    expect((await remove(id)).status).toBe(200);
    expect(await stored('tasks', id)).toBeNull();
    expect(await phone.pullConflicts()).toEqual([]);
  });
});
