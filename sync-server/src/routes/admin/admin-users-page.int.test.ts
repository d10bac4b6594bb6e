import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Oldest last; the admin who asks is created now, so it comes first.
const PEOPLE = [
  { name: 'Ann Lee', email: 'ann@example.com', createdAt: '2024-01-05T00:00:00.000Z' },
  { name: 'Bob Stone', email: 'bob@trips.test', isSuspended: true, createdAt: '2024-01-04T00:00:00.000Z' },
  {
    name: 'Cy Admin',
    email: 'cy@example.com',
    isAdmin: true,
    isSuspended: true,
    createdAt: '2024-01-03T00:00:00.000Z',
  },
  {
    name: 'Dee (Tour) Guide',
    email: 'dee+travel@example.com',
    isAdmin: true,
    createdAt: '2024-01-02T00:00:00.000Z',
  },
  { name: 'Eve', email: 'eve.x@example.com', createdAt: '2024-01-01T00:00:00.000Z' },
  { name: 'Leox', email: 'leox@example.com', createdAt: '2023-12-31T00:00:00.000Z' },
];

describe('admin users, paged, searched and filtered', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await insertUser(t.deps, { name: 'Root', isAdmin: true, isSuperAdmin: true });
    for (const person of PEOPLE) await insertUser(t.deps, person);
  });
  afterEach(() => t.close());
  const get = async (query: string) => {
    const res = await t.app.request(`/api/admin/users/?${query}`, { headers: admin.auth });
    expect(res.status, query).toBe(200);
    return res.json();
  };
  const names = async (query: string) => (await get(query)).items.map((u: { name: string }) => u.name);

  it('pages newest first, counting every user, with the same users as the plain list', async () => {
    const plain = await (await t.app.request('/api/admin/users/', { headers: admin.auth })).json();
    expect(plain).toHaveLength(7);
    const first = await get('page=1&limit=3');
    expect(first).toEqual({ items: plain.slice(0, 3), total: 7, page: 1, pageSize: 3 });
    expect(await names('page=2&limit=3')).toEqual(['Cy Admin', 'Dee (Tour) Guide', 'Eve']);
    expect(await names('page=3&limit=3')).toEqual(['Leox']);
    expect(await get('page=4&limit=3')).toEqual({ items: [], total: 7, page: 4, pageSize: 3 });
    expect(await get('page=1')).toEqual({ items: plain, total: 7, page: 1, pageSize: 50 });
    expect(JSON.stringify(first)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it('searches name and e-mail, ignoring case and taking special characters literally', async () => {
    expect(await names('q=ANN')).toEqual(['Ann Lee']);
    expect(await names('q=trips.TEST')).toEqual(['Bob Stone']);
    expect(await names(`q=${encodeURIComponent('e+t')}`)).toEqual(['Dee (Tour) Guide']);
    expect(await names(`q=${encodeURIComponent('(tour)')}`)).toEqual(['Dee (Tour) Guide']);
    expect(await names('q=e.x')).toEqual(['Eve']);
    expect(await names('q=%20%20ann%20')).toEqual(['Ann Lee']);
    expect(await get('q=nobody')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    expect(await get('q=example.com&limit=2')).toMatchObject({ total: 6, pageSize: 2 });
  });

  it('filters suspended users, admins, and admins who are suspended, with or without a search', async () => {
    expect(await names('filter=all')).toHaveLength(7);
    expect(await names('filter=suspended')).toEqual(['Bob Stone', 'Cy Admin']);
    expect(await names('filter=admin')).toEqual(['Root', 'Cy Admin', 'Dee (Tour) Guide']);
    expect(await names('filter=both')).toEqual(['Cy Admin']);
    expect(await names('filter=admin&q=GUIDE')).toEqual(['Dee (Tour) Guide']);
    expect(await get('filter=both&q=ann')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });
});
