import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lowerScryptCostForTests } from '../../services/auth/password';
import { SIGNUPS } from '../../services/signups/add-signup';
import { INVOICES } from '../../services/users/invoice';
import { json } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const valid = {
  name: 'Ann Lee',
  email: 'Ann@Example.com ',
  password: 'long-enough-1',
  password2: 'long-enough-1',
  dob: '1990-03-07',
  terms: true,
  emailList: true,
  day: '7',
  month: '03',
  year: '1990',
  tier: 'prem',
};

describe('POST /api/users (register)', () => {
  // Many password checks: what they allow and refuse is the point here, not what each costs.
  beforeAll(() => lowerScryptCostForTests(2 ** 12));
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());
  const post = (body: unknown) => t.app.request('/api/users', json(body));

  it('creates the user and answers it with a token, never a hash', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      name: 'Ann Lee',
      email: 'ann@example.com',
      tier: 'prem',
      dob: '1990-03-07',
    });
    expect(body).toMatchObject({ isAdmin: false, isSuperAdmin: false, isDemoUser: false, logins: 0 });
    expect(typeof body.token).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|tokenVersion|scrypt/);
    const me = await t.app.request('/api/users/me', { headers: { authorization: `Bearer ${body.token}` } });
    expect((await me.json()).email).toBe('ann@example.com');
  });

  it('stores the invoice record and the regPage signup', async () => {
    const { _id } = await (await post(valid)).json();
    const invoice = await t.deps.store.collection(INVOICES).findOne({ userID: _id });
    expect(invoice).toMatchObject({ email: 'ann@example.com', username: 'Ann Lee', tier: 'prem' });
    expect(invoice?.invoiceNumber).toMatch(/^[A-Z0-9]{7}$/);
    expect(await t.deps.store.collection(SIGNUPS).find({})).toEqual([
      expect.objectContaining({ email: 'ann@example.com', source: 'regPage', terms: true }),
    ]);
  });

  it('does not sign up to the mailing list unless asked', async () => {
    await post({ ...valid, emailList: false });
    expect(await t.deps.store.collection(SIGNUPS).count()).toBe(0);
  });

  it.each([
    [{ tier: 'choose' }, /^tier: You must select a tier\.$/],
    [{ password2: 'different-1' }, /^password2: Passwords must match/],
    [{ password: 'short', password2: 'short' }, /^password: Password must be at least 8/],
    [{ email: 'not-an-email' }, /^email: /],
    [{ terms: false }, /^terms: /],
    [{ day: '30', month: '2' }, /^dob: Please enter a real date of birth/],
    [{ year: '2999' }, /^dob: /],
    [{ name: '   ' }, /^name: Please enter a name/],
    [{ isAdmin: true }, /^Unknown field: isAdmin$/],
    [{ logins: 99 }, /^Unknown field: logins$/],
    [{ _id: 'mine' }, /^Unknown field: _id$/],
    [{ $where: '1' }, /^Unknown field: \$where$/],
    [{ email: { $ne: null } }, /^email: /],
  ])('refuses %o with a message naming the field, and stores nothing', async (change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(await t.deps.store.collection('users').count()).toBe(0);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    expect((await post(valid)).status).toBe(201);
    const again = await post({ ...valid, email: 'ANN@example.COM' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('That e-mail is already registered');
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post({ ...valid, tier: 'nope' })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
