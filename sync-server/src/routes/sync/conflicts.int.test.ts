// The conflict rules end to end through the real routes: a value displaced by a writer that had not seen
// it is always kept as a conflict, whatever path made the write and whether its answer arrived; the later
// edit wins; a device's own later write wins; resolving on one device closes the conflict on every device;
// an open conflict never claims a value the document no longer has; bodies merge paragraph by paragraph.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { ConflictView } from '../../../../shared/sync/protocol';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { send } from '../blogs/blog-test-kit';
import { Device, task } from './sync-kit';

/** A minute ago: edits timed from here are never clamped to their arrival. */
const T = Date.now() - 60_000;
const BODY = 'We landed in Lima.\n\nThe market was loud.\n\nDinner was ceviche.';

let t: TestApp;
let ann: TestUser;
let phone: Device;
let laptop: Device;
beforeEach(async () => {
  t = await createTestApp();
  ann = await insertUser(t.deps, { name: 'Ann Lee' });
  phone = new Device(t, ann);
  laptop = new Device(t, ann);
});
afterEach(() => t.close());

const fresh = () => new Device(t, ann).pullConflicts();
const stored = async (collection: string, id: string) =>
  t.deps.store.collection(collection).findOne({ _id: id });

async function createTask(text = 'visa'): Promise<string> {
  const id = newId();
  await phone.push([phone.mutation({ entity: 'task', id, kind: 'create', fields: task(text) })]);
  return id;
}

const textEdit = (device: Device, id: string, taskText: string, at?: number, baseRev = 1) =>
  device.mutation({ entity: 'task', id, kind: 'update', baseRev, fields: { taskText }, ...(at && { at }) });

describe('no value displaced without a conflict', () => {
  it('records the conflict when the first answer is lost, and the resend changes nothing', async () => {
    const id = await createTask();
    await phone.push([textEdit(phone, id, 'bvgz', T + 1)]);
    // The laptop's edit, made on rev 1 too, is applied but its answer never arrives; it sends it again.
    const sent = [textEdit(laptop, id, 'later', T + 2)];
    expect((await laptop.push(sent)).body.results[0]?.status).toBe('merged');
    expect((await laptop.push(sent)).body.results[0]?.status).toBe('duplicate');
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'later', rev: 3 });
    expect(await fresh()).toEqual([
      expect.objectContaining({ kept: 'later', lost: 'bvgz', resolved: false }),
    ]);
  });

  it('keeps what a device wrote when the website saves an edit made on an older view', async () => {
    const id = await createTask();
    await phone.push([textEdit(phone, id, 'yitw', T)]);
    const res = await t.app.request(`/api/tasks/${id}`, {
      ...send('PUT', { taskText: 'from the website' }, ann),
      headers: { ...ann.auth, 'content-type': 'application/json', 'if-match': '"1"' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ taskText: 'from the website', rev: 3 });
    expect(await fresh()).toEqual([
      expect.objectContaining({ kept: 'from the website', lost: 'yitw', lostBy: expect.anything() }),
    ]);
  });

  it('counts a website edit without If-Match as made on what it showed now: no conflict', async () => {
    const id = await createTask();
    await phone.push([textEdit(phone, id, 'yitw', T)]);
    const res = await t.app.request(`/api/tasks/${id}`, send('PUT', { taskText: 'seen and replaced' }, ann));
    expect(res.status).toBe(200);
    expect(await fresh()).toEqual([]);
  });

  it('refuses an If-Match that is not a revision, and changes nothing', async () => {
    const id = await createTask();
    const res = await t.app.request(`/api/tasks/${id}`, {
      ...send('PUT', { taskText: 'x' }, ann),
      headers: { ...ann.auth, 'content-type': 'application/json', 'if-match': 'yesterday' },
    });
    expect([res.status, (await res.json()).message]).toEqual([
      400,
      'If-Match: give the revision you edited, as "3"',
    ]);
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'visa', rev: 1 });
  });

  it('keeps a device’s blog title when an admin saves over an older view', async () => {
    const admin = await insertUser(t.deps, { isAdmin: true });
    const id = newId();
    const fields = { blogTitle: 'Oslo', country: 'Norway', blogBody: 'Trams.' };
    await phone.push([phone.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    await phone.push([
      phone.mutation({
        entity: 'blog',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { blogTitle: 'Oslo by tram' },
      }),
    ]);
    const res = await t.app.request(`/api/admin/${id}`, {
      ...send('PUT', { blogTitle: 'Oslo (edited)' }, admin),
      headers: { ...admin.auth, 'content-type': 'application/json', 'if-match': '1' },
    });
    expect(res.status).toBe(200);
    expect(await fresh()).toEqual([expect.objectContaining({ kept: 'Oslo (edited)', lost: 'Oslo by tram' })]);
  });
});

describe('which edit wins', () => {
  it("orders a device's own writes by seq, not by value or clock", async () => {
    const id = await createTask();
    const at = T + 5;
    // Both made on rev 1 (the first had not come back) and sent together with the same time.
    const { body } = await phone.push([textEdit(phone, id, 'vs9', at), textEdit(phone, id, 'afc2', at)]);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'afc2' });
    expect(await fresh()).toEqual([]);
  });

  it('lets the later edit win even when the earlier comes from a clock an hour ahead', async () => {
    const id = await createTask();
    await phone.push([textEdit(phone, id, 'from the fast clock', Date.now() + 3_600_000)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await laptop.push([textEdit(laptop, id, 'really later', Date.now())]);
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'really later' });
    expect(await fresh()).toEqual([expect.objectContaining({ lost: 'from the fast clock' })]);
  });
});

describe('resolution is a synced write', () => {
  async function conflicted(): Promise<{ id: string; conflict: ConflictView }> {
    const id = await createTask();
    await phone.push([textEdit(phone, id, 'Peru', T + 2)]);
    await laptop.push([textEdit(laptop, id, 'Chile', T + 1)]);
    const [conflict] = await phone.pullConflicts();
    if (!conflict) throw new Error('no conflict');
    await laptop.pullConflicts();
    return { id, conflict };
  }
  const resolve = (device: Device, conflictId: string) =>
    device.mutation({ entity: 'conflict', id: conflictId, kind: 'update', fields: { resolved: true } });

  it('keeping a version on one device closes the conflict on the other', async () => {
    const { conflict } = await conflicted();
    expect((await phone.push([resolve(phone, conflict._id)])).body.results[0]?.status).toBe('applied');
    expect(await laptop.pullConflicts()).toEqual([
      expect.objectContaining({ _id: conflict._id, resolved: true }),
    ]);
  });

  it('using the other version writes it back and closes the conflict everywhere', async () => {
    const { id, conflict } = await conflicted();
    const { body } = await phone.push([
      textEdit(phone, id, String(conflict.lost), undefined, 3),
      resolve(phone, conflict._id),
    ]);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const pulled = await laptop.pullAll();
    expect(pulled.find((c) => c.entity === 'task')?.doc).toMatchObject({ taskText: 'Chile' });
    expect(pulled.find((c) => c.entity === 'conflict')?.doc).toMatchObject({ resolved: true });
  });

  it('moves an open conflict along when its field is written again, so it never claims an old value', async () => {
    const { id, conflict } = await conflicted();
    await laptop.push([textEdit(laptop, id, 'Bolivia', undefined, 3)]);
    const [after] = await phone.pullConflicts();
    expect(after).toMatchObject({ _id: conflict._id, kept: 'Bolivia', lost: 'Chile', resolved: false });
    expect(await stored('tasks', id)).toMatchObject({ taskText: 'Bolivia' });
  });

  it('answers applied for a conflict that is gone with its document, and refuses anything but resolved', async () => {
    const { id, conflict } = await conflicted();
    await laptop.push([laptop.mutation({ entity: 'task', id, kind: 'delete', fields: {} })]);
    const gone = await phone.pullAll();
    expect(gone.find((c) => c.entity === 'conflict')).toMatchObject({ id: conflict._id, deleted: true });
    const closing = resolve(phone, conflict._id);
    const odd = phone.mutation({
      entity: 'conflict',
      id: conflict._id,
      kind: 'update',
      fields: { kept: 'x' },
    });
    const { body } = await phone.push([closing, odd]);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
  });
});

describe('blog text merges three ways', () => {
  async function blogOn(): Promise<string> {
    const id = newId();
    const fields = { blogTitle: 'Lima', country: 'Peru', blogBody: BODY };
    await phone.push([phone.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    return id;
  }
  const bodyEdit = (device: Device, id: string, blogBody: string, at: number) =>
    device.mutation({
      entity: 'blog',
      id,
      kind: 'update',
      baseRev: 1,
      fields: { blogBody },
      base: { blogBody: BODY },
      at,
    });

  it('keeps edits to different paragraphs from two devices, without a conflict', async () => {
    const id = await blogOn();
    await phone.push([bodyEdit(phone, id, BODY.replace('Lima.', 'Lima at dawn.'), T + 1)]);
    const { body } = await laptop.push([
      bodyEdit(laptop, id, BODY.replace('ceviche.', 'ceviche and pisco.'), T + 2),
    ]);
    expect(body.results[0]?.status).toBe('merged');
    expect((await stored('blogs', id))?.blogBody).toBe(
      'We landed in Lima at dawn.\n\nThe market was loud.\n\nDinner was ceviche and pisco.',
    );
    expect(await fresh()).toEqual([]);
  });

  it('keeps the later of two edits to one sentence and names the colliding paragraph', async () => {
    const id = await blogOn();
    await laptop.push([bodyEdit(laptop, id, BODY.replace('loud.', 'quiet.'), T + 2)]);
    await phone.push([bodyEdit(phone, id, BODY.replace('loud.', 'empty.').replace('Lima.', 'Lima!'), T + 1)]);
    expect((await stored('blogs', id))?.blogBody).toBe(
      'We landed in Lima!\n\nThe market was quiet.\n\nDinner was ceviche.',
    );
    expect(await fresh()).toEqual([
      expect.objectContaining({
        field: 'blogBody',
        kept: 'We landed in Lima!\n\nThe market was quiet.\n\nDinner was ceviche.',
        lost: 'We landed in Lima!\n\nThe market was empty.\n\nDinner was ceviche.',
        hunks: [{ kept: 'The market was quiet.', lost: 'The market was empty.' }],
      }),
    ]);
  });

  it('refuses a base for a field the update does not change, or one that is not merged', async () => {
    const id = await blogOn();
    const wrong = [
      phone.mutation({
        entity: 'blog',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { country: 'Chile' },
        base: { blogBody: BODY },
      }),
      phone.mutation({
        entity: 'blog',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { country: 'Chile' },
        base: { country: 'Peru' },
      }),
    ];
    const { body } = await phone.push(wrong);
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await stored('blogs', id)).toMatchObject({ country: 'Peru', rev: 1 });
  });
});

describe('a deleted document stays deleted', () => {
  it('refuses a create that would bring back a deleted id, even under a new seq', async () => {
    const id = await createTask();
    await laptop.push([laptop.mutation({ entity: 'task', id, kind: 'delete', fields: {} })]);
    const again = phone.mutation({ entity: 'task', id, kind: 'create', fields: task('visa') });
    const { body } = await phone.push([again]);
    expect(body.results[0]).toMatchObject({ status: 'rejected', reason: 'This item was deleted' });
    expect(await stored('tasks', id)).toBeNull();
  });
});
