// PUT /api/users/update/{id} as SPEC §7 words it: the stored user as GET /api/users/me answered it (name or
// tier changed), and the login follow-up {id, lastLoginDate, lastLoginTime}. Server-owned fields that
// differ are refused by name, changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_NAME_TOO_SHORT } from '../../../../shared/api/users';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type User = Record<string, unknown> & { _id: string; logins: number; updatedAt: string };

describe('the stored user sent back as read', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee', email: 'ann@example.com' });
  });
  afterEach(() => t.close());
  const me = async (who = ann): Promise<User> =>
    (await t.app.request('/api/users/me', { headers: who.auth })).json();
  const update = (body: unknown, who = ann) =>
    t.app.request(`/api/users/update/${who.user._id}`, json(body, who.auth, 'PUT'));

  it('takes the user as GET /api/users/me answered it, with the name or the tier changed', async () => {
    const asRead = await me();
    const same = await update(asRead);
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual(asRead);
    const renamed = await update({ ...asRead, name: 'Ann Marie Lee' });
    expect(await renamed.json()).toMatchObject({ name: 'Ann Marie Lee', tier: 'free' });
    const upgraded = await update({ ...(await me()), tier: 'prem' });
    expect(await upgraded.json()).toMatchObject({ name: 'Ann Marie Lee', tier: 'prem' });
  });

  it('takes the login follow-up, keeping the sign-in as the server stamped it', async () => {
    const login = await t.app.request(
      '/api/users/login',
      json({ email: 'ann@example.com', password: PASSWORD }),
    );
    const session = await login.json();
    const auth = { authorization: `Bearer ${session.token}` };
    const followUp = { id: session._id, lastLoginDate: 'Mon 1 Jan 1990', lastLoginTime: '1:00:00' };
    const res = await t.app.request(`/api/users/update/${session._id}`, json(followUp, auth, 'PUT'));
    expect(res.status).toBe(200);
    const { token: _, ...stored } = session;
    expect(await me()).toEqual(stored);
    const wrongId = await t.app.request(
      `/api/users/update/${session._id}`,
      json({ ...followUp, id: 'someone-else' }, auth, 'PUT'),
    );
    expect((await wrongId.json()).message).toBe('id is set by the server and cannot be changed');
  });

  it('takes a copy read before a later sign-in, whose count and time have moved on', async () => {
    const asRead = await me();
    await t.app.request('/api/users/login', json({ email: 'ann@example.com', password: PASSWORD }));
    const res = await update({ ...asRead, name: 'Annabel Lee' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Annabel Lee', logins: 1 });
  });

  it('holds a new name to SPEC §5 (longer than 4 characters), but takes a short stored one back', async () => {
    const short = await update({ ...(await me()), name: 'Bob' });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe(`name: ${NEW_NAME_TOO_SHORT}`);
    expect((await me()).name).toBe('Ann Lee');
    const bob = await insertUser(t.deps, { name: 'Bob' });
    const asRead = await me(bob);
    expect((await update({ ...asRead, tier: 'prem' }, bob)).status).toBe(200);
  });

  it.each([
    ['isAdmin', true],
    ['isSuspended', true],
    ['email', 'other@example.com'],
    ['blogs', 3],
    ['logins', 7],
    ['createdAt', '2001-01-01T00:00:00.000Z'],
    ['_id', 'someone-else'],
  ])('refuses the user with a different %s, naming it and changing nothing', async (field, value) => {
    const asRead = await me();
    const res = await update({ ...asRead, [field]: value, name: 'Should Not Land' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`${field} is set by the server and cannot be changed`);
    expect(await me()).toEqual(asRead);
  });

  it('still refuses a field no answer carries', async () => {
    const res = await update({ ...(await me()), passwordHash: 'x' });
    expect((await res.json()).message).toBe('Unknown field: passwordHash');
  });
});
