import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { PulledChange } from '../../../../shared/sync/protocol';
import { CHANGES, pruneLog, SCOPES, userScope } from '../../services/sync/change-log';
import { PokeHub } from '../../services/sync/pokes';
import { recordProfileChange } from '../../services/sync/profile-feed';
import { pull } from '../../services/sync/pull';
import { snapshotPage } from '../../services/sync/snapshot';
import { users } from '../../services/users/user-doc';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { blog, Device, task } from './sync-kit';

/** Exactly what GET /api/users/me answers; nothing else may travel in a profile change. */
const ME_KEYS = [
  '_id',
  'avatar',
  'blogs',
  'createdAt',
  'dob',
  'email',
  'featuredBlogs',
  'isAdmin',
  'isDemoUser',
  'isSuperAdmin',
  'isSuspended',
  'lastLoginDate',
  'lastLoginTime',
  'logins',
  'name',
  'tasks',
  'tier',
  'updatedAt',
];

const profiles = (changes: PulledChange[]) => changes.filter((c) => c.entity === 'profile');

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

describe('the profile in the pull feed', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee', email: 'ann@example.com' });
  });
  afterEach(() => t.close());

  const me = async (who: TestUser = ann) =>
    (await t.app.request('/api/users/me', { headers: who.auth })).json();
  /** A device that has pulled everything there is so far. */
  const synced = async (who: TestUser = ann) => {
    const device = new Device(t, who);
    await device.pullAll();
    return device;
  };

  it('sends a name change as the /me view of the user, with no secret field', async () => {
    const device = await synced();
    const res = await t.app.request('/api/users/change-name', json({ newName: 'Annabel' }, ann.auth, 'PUT'));
    expect(res.status).toBe(200);
    const changes = profiles((await device.pull()).changes);
    expect(changes).toEqual([
      { scope: 'user', entity: 'profile', id: ann.user._id, rev: 1, doc: await me() },
    ]);
    const [change] = changes;
    expect(Object.keys(change?.doc ?? {}).sort()).toEqual(ME_KEYS);
    expect(change?.doc).toMatchObject({ name: 'Annabel', email: 'ann@example.com' });
    expect(JSON.stringify(change)).not.toMatch(/passwordHash|tokenVersion|profileRev/);

    // The profile update route too, and each change raises the rev.
    await t.app.request(`/api/users/update/${ann.user._id}`, json({ tier: 'prem' }, ann.auth, 'PUT'));
    expect(profiles((await device.pull()).changes)).toEqual([
      expect.objectContaining({ rev: 2, doc: expect.objectContaining({ name: 'Annabel', tier: 'prem' }) }),
    ]);
  });

  it("brings an admin's change of a user to that user's devices, not to the admin's", async () => {
    const root = await insertUser(t.deps, { name: 'Root', isAdmin: true, isSuperAdmin: true });
    const annDevice = await synced();
    const rootDevice = await synced(root);
    const res = await t.app.request(
      `/api/admin/users/${ann.user._id}`,
      json({ name: 'Ann Admin', isAdmin: true, tier: 'prem' }, root.auth, 'PUT'),
    );
    expect(res.status).toBe(200);
    expect(profiles((await annDevice.pull()).changes)).toEqual([
      expect.objectContaining({
        id: ann.user._id,
        doc: expect.objectContaining({ name: 'Ann Admin', isAdmin: true, tier: 'prem' }),
      }),
    ]);
    expect((await rootDevice.pull()).changes).toEqual([]);
  });

  it('raises the logins count in the profile when the user signs in elsewhere', async () => {
    const device = await synced();
    const res = await t.app.request(
      '/api/users/login',
      json({ email: 'ann@example.com', password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    const [change] = profiles((await device.pull()).changes);
    expect(change?.doc).toMatchObject({ logins: 1 });
    expect(change?.doc?.lastLoginDate).not.toBe('');
    // A wrong password changes nothing, so it logs nothing.
    await t.app.request('/api/users/login', json({ email: 'ann@example.com', password: 'wrong-one-1' }));
    expect((await device.pull()).changes).toEqual([]);
  });

  it('gives a fresh device the profile exactly once, even when the log names none of it', async () => {
    const fresh = new Device(t, ann);
    const first = await fresh.pull();
    expect(first.changes).toEqual([
      { scope: 'user', entity: 'profile', id: ann.user._id, rev: 0, doc: await me() },
    ]);
    // The log is still empty, but the device has a cursor now: nothing comes again.
    expect((await fresh.pull()).changes).toEqual([]);
  });

  it('gives a fresh device the profile exactly once after several changes of it', async () => {
    const writer = new Device(t, ann);
    for (const newName of ['First', 'Second', 'Three'])
      await t.app.request('/api/users/change-name', json({ newName }, ann.auth, 'PUT'));
    await writer.push([writer.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('x') })]);
    const fresh = new Device(t, ann);
    const got = profiles(await fresh.pullAll());
    expect(got).toEqual([expect.objectContaining({ rev: 4, doc: await me() })]);
    expect(got[0]?.doc).toMatchObject({ name: 'Three', tasks: 1 });
  });

  it('gives a fresh device the profile exactly once after the log was pruned', async () => {
    const writer = new Device(t, ann);
    const ids = Array.from({ length: 3 }, () => newId());
    for (const id of ids)
      await writer.push([writer.mutation({ entity: 'task', id, kind: 'create', fields: task(id) })]);
    await t.app.request('/api/users/change-name', json({ newName: 'Pruned' }, ann.auth, 'PUT'));
    await pruneLog(t.deps, userScope(ann.user._id), 1);

    const fresh = new Device(t, ann);
    const all = await fresh.pullAll();
    const got = profiles(all);
    expect(got).toEqual([expect.objectContaining({ id: ann.user._id, rev: 4, doc: await me() })]);
    expect(got[0]?.doc).toMatchObject({ name: 'Pruned', tasks: 3 });
    expect(
      all
        .filter((c) => c.entity === 'task')
        .map((c) => c.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await fresh.pull()).changes).toEqual([]);

    // An old cursor resets, and the copy that follows carries the profile once as well.
    await writer.pullAll();
    await t.app.request('/api/users/change-name', json({ newName: 'Again' }, ann.auth, 'PUT'));
    await pruneLog(t.deps, userScope(ann.user._id), 0);
    const reset = await writer.pull();
    expect(reset.reset).toBe(true);
    expect(profiles(await writer.pullAll())).toEqual([
      expect.objectContaining({ doc: expect.objectContaining({ name: 'Again' }) }),
    ]);
  });

  // A blog takes 4 units of a page (pull-units.ts): a page of fewer still copies one, so the copy moves on.
  it('copies the profile once whatever the page size of the copy, and every document', async () => {
    const writer = new Device(t, ann);
    await writer.push([
      ...['a', 'b', 'c'].map((x) =>
        writer.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task(x) }),
      ),
      writer.mutation({ entity: 'blog', id: newId(), kind: 'create', fields: blog('Lofoten') }),
    ]);
    for (const limit of [1, 2, 3, 4, 5, 100]) {
      const seen: PulledChange[] = [];
      let position: [number, string] | null = [0, ''];
      while (position) {
        const page = await snapshotPage(t.deps, ann.user._id, 'user', position, limit);
        seen.push(...page.changes);
        position = page.next;
      }
      expect(profiles(seen), `limit ${limit}`).toHaveLength(1);
      expect(
        seen.filter((c) => c.entity === 'task'),
        `limit ${limit}`,
      ).toHaveLength(3);
      expect(
        seen.filter((c) => c.entity === 'blog'),
        `limit ${limit}`,
      ).toHaveLength(1);
    }
  });

  it('sends avatar changes and task counts as profile changes', async () => {
    const device = await synced();
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(await photo('#c33'))]), 'me.jpg');
    const res = await t.app.request('/api/users/update-user-img', {
      method: 'PUT',
      body: upload,
      headers: ann.auth,
    });
    const { updatedUser } = await res.json();
    expect(profiles((await device.pull()).changes)).toEqual([
      expect.objectContaining({ doc: expect.objectContaining({ avatar: updatedUser.avatar }) }),
    ]);

    const created = await t.app.request('/api/tasks', json(task('pack'), ann.auth));
    expect(created.status).toBe(201);
    const { _id: taskId } = await created.json();
    const afterCreate = (await device.pull()).changes;
    expect(afterCreate.map((c) => c.entity).sort()).toEqual(['profile', 'task']);
    expect(profiles(afterCreate)[0]?.doc).toMatchObject({ tasks: 1 });

    // An edit leaves the count as it is: no profile change.
    await t.app.request(`/api/tasks/${taskId}`, json({ completed: true }, ann.auth, 'PUT'));
    expect((await device.pull()).changes.map((c) => c.entity)).toEqual(['task']);

    // Pushed tasks are counted too, and so are blogs.
    const pusher = new Device(t, ann);
    await pusher.push([pusher.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('b') })]);
    expect(profiles((await device.pull()).changes)[0]?.doc).toMatchObject({ tasks: 2 });
    await t.app.request('/api/blogs/', send('POST', form({ blogTitle: 'Trip', publish: 'true' }), ann));
    expect(profiles((await device.pull()).changes)[0]?.doc).toMatchObject({ blogs: 1 });
  });

  it('sends nothing when nothing changed', async () => {
    const device = await synced();
    const again = await device.pull();
    expect(again.changes).toEqual([]);
    expect(again.hasMore).toBe(false);
  });

  it("pokes the user's listening devices when the profile changes", async () => {
    const hub = new PokeHub(t.deps.store);
    const heard: { scope: string; seq: number }[] = [];
    const stop = hub.listen([userScope(ann.user._id)], (entry) => heard.push(entry));
    try {
      await t.app.request('/api/users/change-name', json({ newName: 'Poked' }, ann.auth, 'PUT'));
      await expect.poll(() => heard).toEqual([{ scope: userScope(ann.user._id), seq: 1 }]);
    } finally {
      stop();
    }
  });

  it('sends a tombstone when the user document is gone, and logs nothing for a missing user', async () => {
    await recordProfileChange(t.deps, ann.user._id);
    await users(t.deps).deleteOne({ _id: ann.user._id });
    const { changes } = await pull(t.deps, ann.user._id, undefined);
    expect(changes).toEqual([{ scope: 'user', entity: 'profile', id: ann.user._id, rev: 1, deleted: true }]);
    expect(await recordProfileChange(t.deps, ann.user._id)).toBeNull();
    expect(await t.deps.store.collection(CHANGES).count({ scope: userScope(ann.user._id) })).toBe(1);
  });

  it('leaves no log behind when an account with an avatar is deleted', async () => {
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(await photo('#3c3'))]), 'me.jpg');
    await t.app.request('/api/users/update-user-img', { method: 'PUT', body: upload, headers: ann.auth });
    const res = await t.app.request(`/api/users/delete-user/${ann.user._id}`, {
      method: 'DELETE',
      headers: ann.auth,
    });
    expect(res.status).toBe(200);
    expect(await t.deps.store.collection(CHANGES).count({ scope: userScope(ann.user._id) })).toBe(0);
    expect(await t.deps.store.collection(SCOPES).findOne({ _id: userScope(ann.user._id) })).toBeNull();
  });
});
