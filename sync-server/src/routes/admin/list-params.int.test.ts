// Every paged admin list refuses a bad query the same way: 400 with a message naming what is wrong, never
// a 500, and never a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX } from '../../../../shared/api/admin-lists';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const LISTS = ['/api/admin/users/', '/api/admin/', '/api/emails', '/api/emails/sent', '/api/msg/'];

const BAD: [query: string, message: RegExp][] = [
  ['page=0', /^page: The page must be a whole number from 1$/],
  ['page=abc', /^page: The page must be a whole number from 1$/],
  ['page=1.5', /^page: The page must be a whole number from 1$/],
  ['page=', /^page: The page must be a whole number from 1$/],
  ['page=-2', /^page: The page must be a whole number from 1$/],
  ['page=1&page=2', /^page: /],
  ['page=99999999', /^page: The page can be at most/],
  ['limit=1000', /^limit: The page size must be a whole number from 1 to 200$/],
  ['limit=0', /^limit: The page size must be a whole number from 1 to 200$/],
  [`q=${'x'.repeat(SEARCH_MAX + 1)}`, /^q: The search can have at most 100 characters$/],
  ['q=a&q=b', /^q: /],
  ['sort=name', /^Unknown field: sort$/],
  ['q=a&%24where=1', /^Unknown field: \$where$/],
];

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.deps, { isAdmin: true });
});
afterAll(() => t.close());

async function refused(url: string, message: RegExp): Promise<void> {
  const res = await t.app.request(url, { headers: admin.auth });
  expect(res.status, url).toBe(400);
  expect((await res.json()).message, url).toMatch(message);
}

describe('bad admin list queries', () => {
  it.each(LISTS)('%s answers 400 with a message for each bad parameter', async (list) => {
    for (const [query, message] of BAD) await refused(`${list}?${query}`, message);
  });

  it('only the users list takes a filter, and only a known one', async () => {
    for (const filter of ['x', 'ADMIN', '']) {
      await refused(
        `/api/admin/users/?filter=${filter}`,
        /^filter: The filter must be one of all, suspended, admin, both$/,
      );
    }
    for (const list of LISTS.slice(1)) await refused(`${list}?filter=admin`, /^Unknown field: filter$/);
  });

  it('takes the largest page size and a search of the longest length', async () => {
    const res = await t.app.request(`/api/admin/users/?limit=200&q=${'x'.repeat(SEARCH_MAX)}`, {
      headers: admin.auth,
    });
    expect(await res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 200 });
  });
});
