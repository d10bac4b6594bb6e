import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Signup } from '../../../../shared/api/mailing';
import type { SentEmailDoc } from '../../services/mail/sent-email-doc';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const at = (day: number) => `2024-04-${String(day).padStart(2, '0')}T00:00:00.000Z`;

const signups: Signup[] = [
  ['s1', 'Ann Lee', 'ann@example.com'],
  ['s2', 'Bob', 'bob.stone@trips.test'],
  ['s3', 'C (see) Dee', 'cd+news@example.com'],
].map(([_id = '', name = '', email = ''], i) => ({
  _id,
  name,
  email,
  date: '',
  time: '',
  terms: true,
  source: 'footer',
  createdAt: at(i + 1),
}));

const sent: SentEmailDoc[] = [
  ['e1', 'ann@example.com', 'Your trip to Rome'],
  ['e2', 'bob@trips.test', 'Invoice #42 [paid]'],
  ['e3', 'cy@example.com', 'Welcome aboard'],
].map(([_id = '', to = '', subject = ''], i) => ({
  _id,
  to,
  from: 'Admin <admin@blog.test>',
  subject,
  body: '<p>Hi</p>',
  read: false,
  createdAt: at(i + 1),
  idempotencyKey: `key-${_id}`,
  sentBy: 'admin',
}));

describe('signups and sent e-mails, paged and searched', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { isAdmin: true });
    await t.deps.store.collection<Signup>('signups').insertMany(structuredClone(signups));
    await t.deps.store.collection<SentEmailDoc>('sent_emails').insertMany(structuredClone(sent));
  });
  afterEach(() => t.close());
  const get = async (path: string, query = '') => {
    const res = await t.app.request(`${path}${query && `?${query}`}`, { headers: admin.auth });
    expect(res.status, `${path}?${query}`).toBe(200);
    return res.json();
  };
  const ids = async (path: string, query: string) =>
    (await get(path, query)).items.map((doc: { _id: string }) => doc._id);

  it('pages signups newest first, as the plain list shows them', async () => {
    const plain = await get('/api/emails');
    expect(plain.map((s: Signup) => s._id)).toEqual(['s3', 's2', 's1']);
    expect(await get('/api/emails', 'page=1&limit=2')).toEqual({
      items: plain.slice(0, 2),
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect(await ids('/api/emails', 'page=2&limit=2')).toEqual(['s1']);
  });

  it('searches signups by name and e-mail', async () => {
    expect(await ids('/api/emails', 'q=ANN')).toEqual(['s1']);
    expect(await ids('/api/emails', 'q=stone@')).toEqual(['s2']);
    expect(await ids('/api/emails', `q=${encodeURIComponent('(see)')}`)).toEqual(['s3']);
    expect(await ids('/api/emails', `q=${encodeURIComponent('d+n')}`)).toEqual(['s3']);
    expect(await ids('/api/emails', 'q=example.com')).toEqual(['s3', 's1']);
    expect(await get('/api/emails', 'q=nobody')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('pages sent e-mails newest first, without their bookkeeping', async () => {
    const plain = await get('/api/emails/sent');
    const page = await get('/api/emails/sent', 'limit=2');
    expect(page).toEqual({ items: plain.slice(0, 2), total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((e: { _id: string }) => e._id)).toEqual(['e3', 'e2']);
    expect(JSON.stringify(page)).not.toMatch(/idempotencyKey|sentBy/);
  });

  it('searches sent e-mails by to, from and subject', async () => {
    expect(await ids('/api/emails/sent', 'q=BOB@')).toEqual(['e2']);
    expect(await ids('/api/emails/sent', 'q=admin%40blog')).toEqual(['e3', 'e2', 'e1']);
    expect(await ids('/api/emails/sent', 'q=rome')).toEqual(['e1']);
    expect(await ids('/api/emails/sent', `q=${encodeURIComponent('#42 [paid]')}`)).toEqual(['e2']);
    expect(await ids('/api/emails/sent', 'q=r.me')).toEqual([]);
    expect(await get('/api/emails/sent', 'q=zzz&page=2')).toEqual({
      items: [],
      total: 0,
      page: 2,
      pageSize: 50,
    });
  });
});
