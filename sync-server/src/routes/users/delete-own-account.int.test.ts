import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('DELETE /api/users/delete-user/{own id}: no admin deletes their own account', () => {
  let t: TestApp;
  let root: TestUser;
  let ada: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    root = await insertUser(t.deps, { name: 'Root', isAdmin: true, isSuperAdmin: true });
    ada = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
  });
  afterEach(() => t.close());
  const deleteOwn = (who: TestUser) =>
    t.app.request(`/api/users/delete-user/${who.user._id}`, { method: 'DELETE', headers: who.auth });
  const exists = async (who: TestUser) =>
    (await t.deps.store.collection('users').count({ _id: who.user._id })) === 1;

  it('refuses the only super admin, on the user route as on the admin route', async () => {
    for (const res of [
      await deleteOwn(root),
      await t.app.request(`/api/admin/users/${root.user._id}`, { method: 'DELETE', headers: root.auth }),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).message).toMatch(/cannot( be)? delete/i);
    }
    expect(await exists(root)).toBe(true);
  });

  it('refuses an admin with a message saying how to go on', async () => {
    const res = await deleteOwn(ada);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(
      'An admin cannot delete their own account. Ask the super admin to remove your admin rights first.',
    );
    expect(await exists(ada)).toBe(true);
  });

  it('still lets a user who is not an admin delete their account', async () => {
    const ann = await insertUser(t.deps, { name: 'Ann' });
    expect((await deleteOwn(ann)).status).toBe(200);
    expect(await exists(ann)).toBe(false);
  });
});
