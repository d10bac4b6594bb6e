import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lowerScryptCostForTests } from '../../services/auth/password';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('admin user management', () => {
  // Many password checks: what they allow and refuse is the point here, not what each costs.
  beforeAll(() => lowerScryptCostForTests(2 ** 12));
  let t: TestApp;
  let superAdmin: TestUser;
  let admin: TestUser;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    superAdmin = await insertUser(t.deps, { name: 'Root', isAdmin: true, isSuperAdmin: true });
    admin = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann Lee', email: 'ann@example.com' });
  });
  afterEach(() => t.close());
  const call = (method: string, path: string, who: TestUser, body?: unknown) =>
    t.app.request(path, body === undefined ? { method, headers: who.auth } : json(body, who.auth, method));

  it('lists every user without secrets', async () => {
    const res = await call('GET', '/api/admin/users/', admin);
    const list = await res.json();
    expect(list).toHaveLength(3);
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|tokenVersion/);
    expect((await call('GET', `/api/admin/users/${ann.user._id}`, admin)).status).toBe(200);
    expect((await call('GET', '/api/admin/users/no-such-user', admin)).status).toBe(404);
  });

  it('creates users; only a super admin creates admins', async () => {
    const body = {
      name: '  Cy  ',
      email: 'cy@example.com',
      password: 'long-enough-1',
      isSuspended: false,
      isAdmin: false,
    };
    const res = await call('POST', '/api/admin/create/', admin, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: 'Cy', email: 'cy@example.com', isAdmin: false });
    expect((await call('POST', '/api/admin/create/', admin, body)).status).toBe(409);
    const peer = { ...body, email: 'peer@example.com', isAdmin: true };
    expect((await call('POST', '/api/admin/create/', admin, peer)).status).toBe(403);
    expect((await call('POST', '/api/admin/create/', superAdmin, peer)).status).toBe(201);
    expect(
      (
        await call('POST', '/api/admin/create/', admin, {
          ...body,
          email: 'x@example.com',
          isSuperAdmin: true,
        })
      ).status,
    ).toBe(400);
  });

  it('suspends a user, which ends their sessions and sign-ins', async () => {
    const res = await call('PUT', `/api/admin/users/${ann.user._id}`, admin, { isSuspended: true });
    expect((await res.json()).isSuspended).toBe(true);
    expect((await t.app.request('/api/users/me', { headers: ann.auth })).status).toBe(401);
    const login = await t.app.request(
      '/api/users/login',
      json({ email: 'ann@example.com', password: PASSWORD }),
    );
    expect(login.status).toBe(403);
    await call('PUT', `/api/admin/users/${ann.user._id}`, admin, { isSuspended: false });
    expect(
      (await t.app.request('/api/users/login', json({ email: 'ann@example.com', password: PASSWORD })))
        .status,
    ).toBe(200);
  });

  it('keeps admins from locking themselves out or promoting without a super admin', async () => {
    const refused = async (who: TestUser, id: string, body: unknown, message: RegExp) => {
      const res = await call('PUT', `/api/admin/users/${id}`, who, body);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toMatch(message);
    };
    await refused(admin, admin.user._id, { isSuspended: true }, /your own account/);
    await refused(admin, admin.user._id, { isAdmin: false }, /your own admin rights/);
    await refused(admin, ann.user._id, { isAdmin: true }, /super admin/);
    await refused(admin, superAdmin.user._id, { isSuspended: true }, /super admin cannot be suspended/);
    const promoted = await call('PUT', `/api/admin/users/${ann.user._id}`, superAdmin, { isAdmin: true });
    expect((await promoted.json()).isAdmin).toBe(true);
    // Ann is an admin now: hers is the super admin's account to change (admin-accounts.int.test.ts).
    await refused(admin, ann.user._id, { name: 'Ann B' }, /Only the super admin/);
    expect(
      (await call('PUT', `/api/admin/users/${ann.user._id}`, superAdmin, { name: 'Ann B' })).status,
    ).toBe(200);
  });

  it('refuses unknown and privileged fields, and a taken e-mail', async () => {
    for (const body of [
      { isSuperAdmin: true },
      { logins: 5 },
      { passwordHash: 'x' },
      { _id: 'y' },
      { name: { $ne: 1 } },
    ]) {
      expect((await call('PUT', `/api/admin/users/${ann.user._id}`, superAdmin, body)).status).toBe(400);
    }
    expect(
      (await call('PUT', `/api/admin/users/${ann.user._id}`, admin, { email: admin.user.email })).status,
    ).toBe(409);
    expect((await call('PUT', '/api/admin/users/nobody', admin, { name: 'X' })).status).toBe(404);
  });

  it('deletes other users with their data, never itself', async () => {
    expect((await call('DELETE', `/api/admin/users/${admin.user._id}`, admin)).status).toBe(403);
    expect((await call('DELETE', `/api/admin/users/${superAdmin.user._id}`, admin)).status).toBe(403);
    await t.deps.store
      .collection('blogs')
      .insertOne({ _id: 'b1', userID: ann.user._id, imageData: { heroImage: null, imageUrls: [] } });
    const res = await call('DELETE', `/api/admin/users/${ann.user._id}`, admin);
    expect(await res.json()).toEqual({ msg: 'User deleted', blogs: ['b1'] });
    expect((await call('GET', `/api/admin/users/${ann.user._id}`, admin)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/users/${ann.user._id}`, admin)).status).toBe(404);
  });
});
