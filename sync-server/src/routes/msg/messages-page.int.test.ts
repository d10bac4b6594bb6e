import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const MESSAGES = [
  {
    fullName: 'Ann Lee',
    email: 'ann@example.com',
    msg: 'How many photos can a blog have?',
    about: 'blogging',
  },
  { fullName: 'Bob Stone', email: 'bob@trips.test', msg: 'Refund (please) for $10', about: 'billing' },
  { fullName: 'Cy', email: 'cy@example.com', msg: 'Is there a member price?', about: 'membership' },
].map((fields, i) => ({
  _id: `m${i + 1}`,
  firstName: fields.fullName.split(' ')[0],
  lastName: '',
  phone: '',
  contactPhone: false,
  contactEmail: true,
  terms: true,
  mailingList: false,
  date: '',
  time: '',
  createdAt: `2024-05-0${i + 1}T00:00:00.000Z`,
  idempotencyKey: `key-${i}`,
  ...fields,
}));

describe('contact messages, paged and searched', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { isAdmin: true });
    await t.deps.store.collection('messages').insertMany(structuredClone(MESSAGES));
  });
  afterEach(() => t.close());
  const get = async (query = '') => {
    const res = await t.app.request(`/api/msg/${query && `?${query}`}`, { headers: admin.auth });
    expect(res.status, query).toBe(200);
    return res.json();
  };
  const ids = async (query: string) => (await get(query)).items.map((m: { _id: string }) => m._id);

  it('pages newest first, as the plain list shows them, without idempotency keys', async () => {
    const plain = await get();
    expect(plain.map((m: { _id: string }) => m._id)).toEqual(['m3', 'm2', 'm1']);
    const page = await get('page=1&limit=2');
    expect(page).toEqual({ items: plain.slice(0, 2), total: 3, page: 1, pageSize: 2 });
    expect(await ids('page=2&limit=2')).toEqual(['m1']);
    expect(JSON.stringify(page)).not.toMatch(/idempotencyKey/);
  });

  it('searches full name, e-mail, message and topic', async () => {
    expect(await ids('q=ANN%20LEE')).toEqual(['m1']);
    expect(await ids('q=trips.test')).toEqual(['m2']);
    expect(await ids('q=PHOTOS')).toEqual(['m1']);
    expect(await ids('q=billing')).toEqual(['m2']);
    expect(await ids(`q=${encodeURIComponent('(please) for $10')}`)).toEqual(['m2']);
    expect(await ids('q=example.com')).toEqual(['m3', 'm1']);
    expect(await ids(`q=${encodeURIComponent('price?')}`)).toEqual(['m3']);
    expect(await ids(`q=${encodeURIComponent('pric.')}`)).toEqual([]);
    expect(await get('q=politics')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });
});
