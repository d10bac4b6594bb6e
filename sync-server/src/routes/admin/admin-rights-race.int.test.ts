// A normal admin's change or deletion of an account races the super admin promoting that account: the
// write must hold only while the rights it checked still do (services/admin/admin-targets.ts). The race is
// made deterministic by a store that runs the other request's write just before the next write naming
// the target.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from '../../adapters/document-store/sqlite';
import type { Collection, DocumentStore, Filter } from '../../ports/document-store';
import { ADMIN_RIGHTS_CHANGED, ONLY_SUPER_ADMIN_MANAGES_ADMINS } from '../../services/admin/admin-targets';
import { USERS } from '../../services/users/user-doc';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const WRITES = new Set(['updateOne', 'updateMany', 'findOneAndUpdate', 'deleteOne', 'deleteMany']);

interface Interleaving {
  store: DocumentStore;
  /** From now on, the next `times` writes to `users` naming `id` each first await `meanwhile`. */
  arm(id: string, meanwhile: (store: DocumentStore) => Promise<unknown>, times?: number): void;
}

/** What another request committing between a check and its write does, at a moment of the test's choosing. */
function interleaving(store: DocumentStore): Interleaving {
  let armed: { id: string; meanwhile: (store: DocumentStore) => Promise<unknown>; left: number } | null =
    null;
  const wrap = (c: Collection): Collection =>
    new Proxy(c, {
      get(inner, prop, receiver) {
        const value: unknown = Reflect.get(inner, prop, receiver);
        if (typeof value !== 'function' || !WRITES.has(String(prop))) return value;
        return async (filter: Filter, ...rest: unknown[]) => {
          if (armed && armed.left > 0 && filter._id === armed.id) {
            armed.left -= 1;
            await armed.meanwhile(store);
          }
          return value.apply(inner, [filter, ...rest]);
        };
      },
    });
  return {
    store: new Proxy(store, {
      get(inner, prop, receiver) {
        if (prop !== 'collection') return Reflect.get(inner, prop, receiver);
        return (name: string) => {
          const c = inner.collection(name);
          return name === USERS ? wrap(c) : c;
        };
      },
    }),
    arm: (id, meanwhile, times = 1) => {
      armed = { id, meanwhile, left: times };
    },
  };
}

describe('an admin racing a change of the rights of the account they change', () => {
  let t: TestApp;
  let race: Interleaving;
  let dir: string;
  let root: TestUser;
  let ada: TestUser;
  let ann: TestUser;
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function start() {
    dir = await mkdtemp(join(tmpdir(), 'admin-rights-race-'));
    race = interleaving(await createSqliteStore({ file: join(dir, 'store.sqlite') }));
    t = await createTestApp({ store: race.store });
    root = await insertUser(t.deps, { name: 'Root', isAdmin: true, isSuperAdmin: true });
    ada = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann' });
  }
  const set = (id: string, fields: Record<string, unknown>) => (store: DocumentStore) =>
    store.collection(USERS).updateOne({ _id: id }, { $set: fields });
  const put = (who: TestUser, target: TestUser, body: unknown) =>
    t.app.request(`/api/admin/users/${target.user._id}`, json(body, who.auth, 'PUT'));
  const del = (who: TestUser, target: TestUser) =>
    t.app.request(`/api/admin/users/${target.user._id}`, { method: 'DELETE', headers: who.auth });
  const stored = (who: TestUser) => t.deps.store.collection(USERS).findOne({ _id: who.user._id });
  const signedIn = async (who: TestUser) =>
    (await t.app.request('/api/users/me', { headers: who.auth })).status === 200;

  it.each([
    ['an admin', { isAdmin: true }],
    ['a super admin', { isSuperAdmin: true }],
  ])(
    "refuses a normal admin's change of an account made %s meanwhile, and changes nothing",
    async (_, rights) => {
      await start();
      race.arm(ann.user._id, set(ann.user._id, rights));
      const res = await put(ada, ann, { name: 'Taken over', email: 'taken@example.com' });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(ONLY_SUPER_ADMIN_MANAGES_ADMINS);
      expect(await stored(ann)).toMatchObject({ ...rights, name: 'Ann', email: ann.user.email });
      expect(await signedIn(ann)).toBe(true);
    },
  );

  it("refuses a normal admin's deletion of an account made an admin meanwhile, and deletes nothing", async () => {
    await start();
    const made = await t.app.request('/api/tasks', json({ taskText: 'pack' }, ann.auth));
    expect(made.status).toBeLessThan(300);
    expect(await t.deps.store.collection('tasks').count({ userID: ann.user._id })).toBe(1);

    race.arm(ann.user._id, set(ann.user._id, { isAdmin: true }));
    const res = await del(ada, ann);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(ONLY_SUPER_ADMIN_MANAGES_ADMINS);
    expect(await stored(ann)).toMatchObject({ isAdmin: true, name: 'Ann' });
    expect(await t.deps.store.collection('tasks').count({ userID: ann.user._id })).toBe(1);
    expect(await signedIn(ann)).toBe(true);
  });

  it('lets the super admin change an account promoted meanwhile: checked again on a fresh read', async () => {
    await start();
    race.arm(ann.user._id, set(ann.user._id, { isAdmin: true }));
    expect((await put(root, ann, { name: 'Ann B' })).status).toBe(200);
    expect(await stored(ann)).toMatchObject({ isAdmin: true, name: 'Ann B' });
  });

  it('answers 409 when the rights keep changing under every attempt, and changes nothing', async () => {
    await start();
    let admin = false;
    race.arm(
      ann.user._id,
      (store) => {
        admin = !admin;
        return set(ann.user._id, { isAdmin: admin })(store);
      },
      10,
    );
    const res = await put(root, ann, { name: 'Ann B' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ADMIN_RIGHTS_CHANGED);
    expect(await stored(ann)).toMatchObject({ name: 'Ann' });
  });

  it('answers 404 when the account was deleted meanwhile', async () => {
    await start();
    race.arm(ann.user._id, (store) => store.collection(USERS).deleteOne({ _id: ann.user._id }));
    expect((await put(ada, ann, { name: 'Ann B' })).status).toBe(404);
  });

  it('lets a normal admin change and delete an account whose rights did not change', async () => {
    await start();
    expect((await put(ada, ann, { name: 'Ann B' })).status).toBe(200);
    expect(await stored(ann)).toMatchObject({ name: 'Ann B' });
    expect((await del(ada, ann)).status).toBe(200);
    expect(await stored(ann)).toBeNull();
  });
});
