// The store adapter failing writes, injected at the port (testing/failing-store.ts), while the app serves
// writes (issue 16 fault suite). Every refused write answers a clean 5xx `{ message }` (no stack, no
// internals), leaves nothing half-written (the stored documents and blobs are as before the request), and
// once the store recovers the same request goes through: a sync batch applies once and its resend is all
// duplicates, an e-mail sent with the same Idempotency-Key reaches its reader once.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../http/app';
import { Device, task } from '../routes/sync/sync-kit';
import { BLOGS } from '../services/blogs/blog-doc';
import { MESSAGES } from '../services/contact/messages';
import { SENT_EMAILS } from '../services/mail/sent-email-doc';
import { CHANGES } from '../services/sync/change-log';
import { TASKS } from '../services/tasks/task-doc';
import { USERS } from '../services/users/user-doc';
import { insertUser, json, type TestUser } from '../testing/factories';
import { type FailingStore, failingStore } from '../testing/failing-store';
import { photo } from '../testing/images';
import { expectNoOrphans } from '../testing/orphans';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Everything a refused write could have left behind (rate-limit counters aside, which count attempts). */
const WATCHED = [TASKS, BLOGS, USERS, CHANGES, MESSAGES, SENT_EMAILS, 'sync_scopes', 'sync_clients'];

describe('the store failing writes', () => {
  let t: TestApp;
  let store: FailingStore;
  let ann: TestUser;
  let admin: TestUser;

  beforeEach(async () => {
    const base = await createTestApp({}, { LOG_REQUESTS: 'false' });
    store = failingStore(base.deps.store);
    const deps = { ...base.deps, store };
    t = { ...base, deps, app: createApp(deps) };
    ann = await insertUser(base.deps, { name: 'Ann Lee' });
    admin = await insertUser(base.deps, { name: 'Ada Admin', isAdmin: true, isSuperAdmin: true });
  });
  afterEach(() => t.close());

  async function stored() {
    const docs: Record<string, unknown[]> = {};
    for (const name of WATCHED)
      docs[name] = await t.deps.store.collection(name).find({}, { sort: { _id: 1 } });
    return { docs, blobs: (await t.deps.blobs.list()).sort() };
  }

  /** Sends the request while `collections` fail (all when none named): a clean 5xx, nothing changed. */
  async function refused(
    request: () => Response | Promise<Response>,
    ...collections: string[]
  ): Promise<void> {
    const before = await stored();
    const refusedBefore = store.refused;
    store.failWrites(...collections);
    let res: Response;
    try {
      res = await request();
    } finally {
      store.heal();
    }
    expect(store.refused, 'the request did try to write').toBeGreaterThan(refusedBefore);
    expect(res.status).toBeGreaterThanOrEqual(500);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(body.message).not.toMatch(/injected|StoreWriteError|\n\s+at |\.ts:\d/);
    expect(await stored()).toEqual(before);
  }

  const call = (path: string, init: RequestInit) => () => t.app.request(path, init);

  it('a task write: refused cleanly, then made once', async () => {
    const create = call('/api/tasks', json({ taskText: 'pack' }, ann.auth));
    await refused(create);
    await refused(create, TASKS);
    expect((await create()).status).toBe(201);
    const [made] = (await (await t.app.request('/api/tasks', { headers: ann.auth })).json()) as {
      _id: string;
    }[];
    const id = made?._id ?? '';
    const edit = call(`/api/tasks/${id}`, json({ taskText: 'pack light' }, ann.auth, 'PUT'));
    await refused(edit, TASKS);
    expect((await edit()).status).toBe(200);
    const remove = call(`/api/tasks/${id}`, { method: 'DELETE', headers: ann.auth });
    await refused(remove, CHANGES);
    expect((await remove()).status).toBe(200);
    expect(await t.deps.store.collection(TASKS).count({})).toBe(0);
  });

  it('a counter failing after the write committed: the write is answered as made, and made once', async () => {
    const count = async () => (await t.deps.store.collection(USERS).findOne({ _id: ann.user._id }))?.tasks;
    const blog = new FormData();
    blog.set('blogTitle', 'Porto');
    store.failWrites(USERS);
    try {
      // Answering 5xx here would make the client send it again, and the task or blog would be there twice.
      expect((await t.app.request('/api/tasks', json({ taskText: 'pack' }, ann.auth))).status).toBe(201);
      expect(
        (await t.app.request('/api/blogs', { method: 'POST', body: blog, headers: ann.auth })).status,
      ).toBe(201);
    } finally {
      store.heal();
    }
    expect(await t.deps.store.collection(TASKS).count({})).toBe(1);
    expect(await t.deps.store.collection(BLOGS).count({})).toBe(1);
    expect(t.log.lines.join('\n')).toContain('recounting tasks failed after its write was committed');
    expect(await count()).toBe(0);
    // Recounted, never incremented: the next write mends the counter.
    expect((await t.app.request('/api/tasks', json({ taskText: 'book' }, ann.auth))).status).toBe(201);
    expect(await count()).toBe(2);
  });

  it('a sync batch: all or nothing, applied once after the store recovers', async () => {
    const device = new Device(t, ann);
    const ids = ['a', 'b', 'c'].map(() => crypto.randomUUID());
    const batch = ids.map((id, i) =>
      device.mutation({ entity: 'task', id, kind: 'create', fields: task(`t${i}`) }),
    );
    const push = call('/api/sync/push', json({ clientId: device.clientId, mutations: batch }, ann.auth));
    await refused(push);
    await refused(push, CHANGES);
    const first = await device.push(batch);
    expect(first.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const again = await device.push(batch);
    expect(again.body.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(await t.deps.store.collection(TASKS).count({})).toBe(3);
  });

  it('a blog with photos: no blog and no blob left, then created whole', async () => {
    const form = async () => {
      const data = new FormData();
      data.set('blogTitle', 'Lisbon by tram');
      data.set('publish', 'true');
      data.set('heroImage', new Blob([new Uint8Array(await photo('#c63'))]), 'hero.jpg');
      data.append('images', new Blob([new Uint8Array(await photo('#36c'))]), 'a.jpg');
      return data;
    };
    const create = async () =>
      t.app.request('/api/blogs', { method: 'POST', body: await form(), headers: ann.auth });
    await refused(create);
    // Only the blog's own write fails: its photos were already stored, and must go again.
    await refused(create, BLOGS);
    await refused(create, CHANGES);
    expect((await create()).status).toBe(201);
    expect(await t.deps.store.collection(BLOGS).count({})).toBe(1);
    await expectNoOrphans(t.deps);
  });

  it('an account, a contact message: refused cleanly, then stored', async () => {
    const rename = call('/api/users/change-name', json({ newName: 'Ann Stone' }, ann.auth, 'PUT'));
    await refused(rename, USERS);
    expect((await rename()).status).toBe(200);
    const message = {
      firstName: 'Cora',
      email: 'cora@example.com',
      msg: 'Where is my invoice?',
      terms: true,
    };
    const contact = call('/api/msg/', json(message));
    await refused(contact, MESSAGES);
    expect((await contact()).status).toBe(201);
    expect(await t.deps.store.collection(MESSAGES).count({})).toBe(1);
  });

  it('an e-mail: refused after the provider took it, the retry with its key delivers it once', async () => {
    const mail = { to: 'reader@example.com', subject: 'Hello', text: '<p>Welcome</p>' };
    const headers = { ...admin.auth, 'idempotency-key': 'send-1' };
    const send = call('/api/emails/user/send', json(mail, headers));
    await refused(send, SENT_EMAILS);
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(await t.deps.store.collection(SENT_EMAILS).count({})).toBe(1);
    const delivered = (await readdir(join(t.dir, 'outbox'))).filter((name) => name.endsWith('.json'));
    expect(delivered).toHaveLength(1);
  });
});
