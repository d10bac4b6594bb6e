// A page of /api/admin/users/ is kept as bytes until the users collection changes (list-users.ts): asked
// again unchanged it is answered from memory (or 304), and after any write to a user has resolved, by
// whichever path, the next page shows it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDoc } from '../../services/users/user-doc';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('admin users page, kept until a user changes', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { name: 'Root', isAdmin: true, isSuperAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann', email: 'ann@example.com' });
  });
  afterEach(() => t.close());

  const page = (headers: Record<string, string> = {}) =>
    t.app.request('/api/admin/users/?page=1&limit=10', { headers: { ...admin.auth, ...headers } });
  const annOnPage = async () => {
    const res = await page();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { _id: string; name: string; isSuspended: boolean }[] };
    return { etag: res.headers.get('ETag'), ann: body.items.find((u) => u._id === ann.user._id) };
  };

  it('answers 304 while nothing changed, and a new tag with the change after each kind of user write', async () => {
    const first = await page();
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"u1-/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect((await page({ 'If-None-Match': etag })).status).toBe(304);

    const tags = new Set([etag]);
    const changes: [
      string,
      () => Promise<unknown>,
      (u: { name: string; isSuspended: boolean }) => boolean,
    ][] = [
      [
        'the user renames herself',
        async () =>
          t.app.request(`/api/users/update/${ann.user._id}`, json({ name: 'Ann Lee' }, ann.auth, 'PUT')),
        (u) => u.name === 'Ann Lee',
      ],
      [
        'an admin suspends her',
        async () => {
          const current = await (
            await t.app.request(`/api/admin/users/${ann.user._id}`, { headers: admin.auth })
          ).json();
          return t.app.request(
            `/api/admin/users/${ann.user._id}`,
            json({ ...current, isSuspended: true }, admin.auth, 'PUT'),
          );
        },
        (u) => u.isSuspended,
      ],
      [
        'a locked write',
        () =>
          t.deps.store.withLock(`user:${ann.user._id}`, (tx) =>
            tx
              .collection<UserDoc>('users')
              .updateOne({ _id: ann.user._id }, { $set: { name: 'Ann in a lock' } }),
          ),
        (u) => u.name === 'Ann in a lock',
      ],
    ];
    for (const [what, change, shows] of changes) {
      const res = await change();
      if (res instanceof Response) expect(res.status, what).toBe(200);
      const now = await annOnPage();
      expect(now.ann && shows(now.ann), what).toBe(true);
      expect(tags.has(now.etag ?? ''), what).toBe(false);
      tags.add(now.etag ?? '');
    }

    await t.app.request(`/api/admin/users/${ann.user._id}`, { method: 'DELETE', headers: admin.auth });
    expect((await annOnPage()).ann).toBeUndefined();
  });

  it('counts a login, and a new account, on the next page', async () => {
    const before = await (await page()).json();
    const login = await t.app.request(
      '/api/users/login',
      json({ email: 'ann@example.com', password: PASSWORD }),
    );
    expect(login.status).toBe(200);
    await insertUser(t.deps, { name: 'Newcomer' });
    const after = await (await page()).json();
    expect(after.total).toBe(before.total + 1);
    const logins = (body: typeof before) =>
      body.items.find((u: { _id: string }) => u._id === ann.user._id).logins;
    expect(logins(after)).toBe(logins(before) + 1);
  });

  it('never keeps a page read while a write was on its way under a version from after it', async () => {
    const users = t.deps.store.collection<UserDoc>('users');
    for (let i = 0; i < 30; i += 1) {
      const write = users.updateOne({ _id: ann.user._id }, { $set: { name: `Ann ${i}` } });
      const during = annOnPage();
      await Promise.all([write, during]);
      expect((await annOnPage()).ann?.name).toBe(`Ann ${i}`);
    }
  });
});
