// PUT /api/admin/users/{id} with the user exactly as GET /api/admin/users/{id} answered it: what an admin
// may set changes, the fields only the server sets must come back as they were.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('a user sent back as an admin read it', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { name: 'Ada', isAdmin: true });
    ann = await insertUser(t.deps, { name: 'Ann Lee', email: 'ann@example.com' });
  });
  afterEach(() => t.close());
  const path = () => `/api/admin/users/${ann.user._id}`;
  const read = async () => (await t.app.request(path(), { headers: admin.auth })).json();
  const put = (body: unknown) => t.app.request(path(), json(body, admin.auth, 'PUT'));

  it('takes the user as read, with what an admin sets changed', async () => {
    const asRead = await read();
    const res = await put({ ...asRead, name: 'Ann B. Lee', tier: 'prem', isSuspended: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Ann B. Lee', tier: 'prem', isSuspended: true });
  });

  it.each([
    ['isSuperAdmin', true],
    ['logins', 5],
    ['lastLoginDate', 'Mon 1 Jan 1990'],
    ['avatar', '/media/someone-elses.webp'],
    ['tasks', 9],
  ])('refuses the user with a different %s, naming it and changing nothing', async (field, value) => {
    const asRead = await read();
    const res = await put({ ...asRead, [field]: value, name: 'Should Not Land' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`${field} is set by the server and cannot be changed`);
    expect(await read()).toEqual(asRead);
  });
});
