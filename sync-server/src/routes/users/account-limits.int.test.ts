// The account routes that check a password or tell whether an e-mail has an account are limited per
// account (and the e-mail ones per address, sharing registration's allowance), each with a message
// naming the limit and a Retry-After.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lowerScryptCostForTests } from '../../services/auth/password';
import { insertUser, json, PASSWORD, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('limits on the account routes', () => {
  // Many password checks: what they allow and refuse is the point here, not what each costs.
  beforeAll(() => lowerScryptCostForTests(2 ** 12));
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp({}, { TRUST_PROXY: 'true' });
    ann = await insertUser(t.deps, { email: 'ann@example.com' });
    await insertUser(t.deps, { email: 'taken@example.com' });
  });
  afterEach(() => t.close());
  const from = (address: string, who: TestUser) => ({ ...who.auth, 'x-forwarded-for': address });
  const changeEmail = (who: TestUser, address: string, newEmail = 'taken@example.com') =>
    t.app.request(
      '/api/users/change-email',
      json({ oldEmail: who.user.email, newEmail, confirmEmail: newEmail }, from(address, who), 'PUT'),
    );

  async function expectLimited(res: Response, message: RegExp): Promise<void> {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toMatch(message);
  }

  it('limits old-password checks when changing the password, per account', async () => {
    const change = (oldPassWord: string) =>
      t.app.request(
        '/api/users/change-pw',
        json({ oldPassWord, newPassWord: 'new-password-9' }, ann.auth, 'PUT'),
      );
    for (let i = 0; i < 10; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    await expectLimited(
      await change(PASSWORD),
      /^Too many password attempts for this account: at most 10 per 15 minutes\. Please try again in/,
    );
  }, 60_000);

  it('limits name changes per account, by either call, and counts no unchanged name', async () => {
    const rename = (newName: string) =>
      t.app.request('/api/users/change-name', json({ newName }, ann.auth, 'PUT'));
    const update = (name: string) =>
      t.app.request(`/api/users/update/${ann.user._id}`, json({ name }, ann.auth, 'PUT'));
    for (let i = 0; i < 10; i++) expect((await rename(`Annie ${i}`)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await update(`Anna ${i}`)).status).toBe(200);
    // Sending the stored name back (a full user as read) is not a rename.
    expect((await update('Anna 9')).status).toBe(200);
    await expectLimited(
      await rename('Annabel'),
      /^Too many name changes for this account: at most 20 per hour\. Please try again in/,
    );
    await expectLimited(await update('Annabel'), /^Too many name changes for this account/);
  });

  it('limits e-mail changes per account, from any address', async () => {
    for (let i = 0; i < 10; i++) expect((await changeEmail(ann, `203.0.113.${i}`)).status).toBe(409);
    await expectLimited(
      await changeEmail(ann, '198.51.100.7', 'free@example.com'),
      /^Too many e-mail changes for this account: at most 10 per hour\./,
    );
  });

  it('limits e-mail probes per address across accounts, together with registrations', async () => {
    const others = await Promise.all([1, 2, 3].map(() => insertUser(t.deps)));
    for (const who of others)
      for (let i = 0; i < 3; i++) expect((await changeEmail(who, '203.0.113.9')).status).toBe(409);
    const register = await t.app.request(
      '/api/users',
      json({ email: 'taken@example.com' }, { 'x-forwarded-for': '203.0.113.9' }),
    );
    expect(register.status).toBe(400);
    await expectLimited(
      await changeEmail(ann, '203.0.113.9', 'free@example.com'),
      /^Too many registrations and e-mail changes from this address: at most 10 per hour\./,
    );
    expect((await changeEmail(ann, '198.51.100.7', 'free@example.com')).status).toBe(200);
  });

  it('limits attempts to delete the account', async () => {
    const bob = await insertUser(t.deps);
    const remove = () =>
      t.app.request(`/api/users/delete-user/${bob.user._id}`, { method: 'DELETE', headers: ann.auth });
    for (let i = 0; i < 5; i++) expect((await remove()).status).toBe(403);
    await expectLimited(await remove(), /^Too many attempts to delete this account: at most 5 per hour\./);
  });
});
