import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const message = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+44 20 7946 0000',
  msg: 'How many photos can a blog have?',
  about: 'blogging',
  contactPhone: false,
  contactEmail: true,
  terms: true,
  mailingList: true,
};

describe('contact messages', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { isAdmin: true });
  });
  afterEach(() => t.close());
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/api/msg/', json(body, headers));
  const list = async () => (await t.app.request('/api/msg/', { headers: admin.auth })).json();

  it('stores a message with its full name and answers a thank-you msg', async () => {
    const res = await send(message);
    expect(res.status).toBe(201);
    expect((await res.json()).msg).toMatch(/^Thank you Ann/);
    const [stored] = await list();
    expect(stored).toMatchObject({ ...message, fullName: 'Ann Lee' });
    expect(stored.date).toMatch(/\d{4}$/);
    expect(stored.time).toMatch(/^\d{1,2}:\d{2}:\d{2}$/);
  });

  it('takes the message as SPEC §3 lists it, with the form’s full name, date and time, keeping its own', async () => {
    const asSpec = { ...message, fullName: 'Someone Else', date: 'Mon 1 Jan 1990', time: '1:00:00' };
    const res = await send(asSpec);
    expect(res.status).toBe(201);
    const [stored] = await list();
    expect(stored).toMatchObject({ ...message, fullName: 'Ann Lee' });
    expect(stored.date).not.toBe('Mon 1 Jan 1990');
    expect(stored.time).toMatch(/^\d{1,2}:\d{2}:\d{2}$/);
    expect((await send({ ...asSpec, date: 'x'.repeat(41) })).status).toBe(400);
  });

  it('joins the mailing list only when both join and terms are ticked', async () => {
    await send({ ...message, email: 'no-terms@example.com', terms: false });
    await send({ ...message, email: 'no-join@example.com', mailingList: false });
    await send({ ...message, email: 'both@example.com' });
    const signups = await t.deps.store.collection('signups').find({});
    expect(signups.map((s) => [s.email, s.source])).toEqual([['both@example.com', 'msgPage']]);
  });

  it('accepts an empty form (SPEC §5 has no required fields) but refuses bad values', async () => {
    expect((await send({})).status).toBe(201);
    for (const body of [
      { about: 'politics' },
      { email: 'nope' },
      { phone: '<script>' },
      { msg: 'x'.repeat(5001) },
      { isRead: true },
      { firstName: { $ne: 1 } },
    ]) {
      expect((await send(body)).status).toBe(400);
    }
    expect(await list()).toHaveLength(1);
  });

  it('stores a retried submission once', async () => {
    const key = { 'idempotency-key': 'ask-form-7f3c' };
    const first = await (await send(message, key)).json();
    const second = await send(message, key);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    expect(await list()).toHaveLength(1);
    expect((await send(message, { 'idempotency-key': 'bad key with spaces' })).status).toBe(400);
  });

  it('lets admins read and delete messages, nobody else', async () => {
    await send(message);
    const [stored] = await list();
    expect(JSON.stringify(stored)).not.toContain('idempotencyKey');
    const user = await insertUser(t.deps);
    expect((await t.app.request('/api/msg/', { headers: user.auth })).status).toBe(403);
    expect(
      (await t.app.request(`/api/msg/${stored._id}`, { method: 'DELETE', headers: user.auth })).status,
    ).toBe(403);
    expect(
      (await t.app.request(`/api/msg/${stored._id}`, { method: 'DELETE', headers: admin.auth })).status,
    ).toBe(200);
    expect(
      (await t.app.request(`/api/msg/${stored._id}`, { method: 'DELETE', headers: admin.auth })).status,
    ).toBe(404);
    expect(await list()).toEqual([]);
  });

  it('limits messages per address', async () => {
    for (let i = 0; i < 10; i++) await send(message);
    expect((await send(message)).status).toBe(429);
  });
});
