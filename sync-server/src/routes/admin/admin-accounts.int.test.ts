import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('admin accounts: only the super admin changes, suspends or deletes one', () => {
  let t: TestApp;
  let root: TestUser;
  let ada: TestUser;
  let bea: TestUser;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    root = await insertUser(t.deps, {
      name: 'Root',
      email: 'root@example.com',
      isAdmin: true,
      isSuperAdmin: true,
    });
    ada = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
    bea = await insertUser(t.deps, { name: 'Bea', isAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann' });
  });
  afterEach(() => t.close());
  const put = (who: TestUser, target: TestUser, body: unknown) =>
    t.app.request(`/api/admin/users/${target.user._id}`, json(body, who.auth, 'PUT'));
  const del = (who: TestUser, target: TestUser) =>
    t.app.request(`/api/admin/users/${target.user._id}`, { method: 'DELETE', headers: who.auth });
  const stored = async (target: TestUser) =>
    (await t.app.request(`/api/admin/users/${target.user._id}`, { headers: root.auth })).json();

  it("refuses a normal admin any change to another admin's account, and changes nothing", async () => {
    for (const [target, body] of [
      [root, { email: 'taken-over@example.com' }],
      [root, { name: 'Not Root' }],
      [bea, { email: 'bea-gone@example.com' }],
      [bea, { tier: 'prem' }],
      [bea, { isSuspended: true }],
    ] as const) {
      const res = await put(ada, target, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect((await res.json()).message).toMatch(/super admin/);
    }
    expect(await stored(root)).toMatchObject({ name: 'Root', email: 'root@example.com' });
    expect(await stored(bea)).toMatchObject({ name: 'Bea', isSuspended: false, tier: 'free' });
    // Bea still signs in: her sessions were not ended either.
    expect((await t.app.request('/api/users/me', { headers: bea.auth })).status).toBe(200);
  });

  it('refuses a normal admin the deletion of another admin', async () => {
    const res = await del(ada, bea);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/super admin/);
    expect((await t.app.request('/api/users/me', { headers: bea.auth })).status).toBe(200);
  });

  it('lets a normal admin manage users who are not admins, and their own name', async () => {
    expect((await put(ada, ann, { name: 'Ann B', isSuspended: true })).status).toBe(200);
    expect((await put(ada, ada, { name: 'Ada K' })).status).toBe(200);
    expect((await del(ada, ann)).status).toBe(200);
  });

  it('lets the super admin change, suspend and delete an admin', async () => {
    expect((await put(root, bea, { email: 'bea2@example.com' })).status).toBe(200);
    expect((await put(root, bea, { isSuspended: true })).status).toBe(200);
    expect((await del(root, bea)).status).toBe(200);
  });
});
