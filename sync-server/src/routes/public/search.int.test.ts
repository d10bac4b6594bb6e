// GET /api/public/blogs/?q=: readers' search of public blogs (shared/api/public-search.ts), on a real store
// through the real app: ranked, paged, public blogs only, deaf to query syntax, and never behind a write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicSearchPage } from '../../../../shared/api/public-search';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';

describe('the public search', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    bob = await insertUser(t.deps, { name: 'Bob Stone' });
    admin = await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true });
  });
  afterEach(() => t.close());

  /** Creates a blog as the website does (so the change log and the public version see it). */
  async function create(
    who: TestUser,
    fields: { title: string; country: string; body: string },
    publish = true,
  ) {
    const body = form({
      blogTitle: fields.title,
      country: fields.country,
      blogBody: fields.body,
      publish: String(publish),
    });
    const res = await t.app.request('/api/blogs/', send('POST', body, who));
    expect(res.status).toBe(201);
    return ((await res.json()) as { _id: string })._id;
  }
  const search = async (query: string): Promise<PublicSearchPage> => {
    const res = await t.app.request(`/api/public/blogs/?${query}`);
    expect(res.status, query).toBe(200);
    return res.json();
  };
  const titles = (page: PublicSearchPage) => page.items.map((b) => b.blogTitle);

  it('ranks the public blogs of every author, the title above the country above the story', async () => {
    const inStory = await create(ann, { title: 'Slow days', country: 'Spain', body: 'A walk to Lisbon.' });
    await create(bob, { title: 'Lisbon', country: 'Portugal', body: 'Trams and tiles.' });
    await create(ann, { title: 'Night bus', country: 'Lisbon', body: 'Late arrival.' });
    await create(bob, { title: 'Lisbon draft', country: 'Portugal', body: 'Not yet.' }, false);
    const found = await search('q=lisbon');
    expect(titles(found)).toEqual(['Lisbon', 'Night bus', 'Slow days']);
    expect(found).toMatchObject({ total: 3, page: 1, pageSize: 10, words: ['lisbon'] });
    const hit = found.items.find((b) => b._id === inStory);
    expect(hit).toEqual({
      _id: inStory,
      blogTitle: 'Slow days',
      author: 'Ann Lee',
      country: 'Spain',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      excerpt: 'A walk to Lisbon.',
    });
    // Two words: a blog holding both comes first.
    expect(titles(await search('q=tiles%20portugal'))[0]).toBe('Lisbon');
  });

  it('pages ten at a time with the total, and gives an excerpt, never the story', async () => {
    const long = `${'Quiet street. '.repeat(40)}Then the harbour at dusk. ${'More walking. '.repeat(40)}`;
    for (let i = 0; i < 12; i += 1) await create(ann, { title: `Day ${i}`, country: 'Malta', body: long });
    const first = await search('q=harbour');
    const second = await search('q=harbour&page=2');
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(2);
    expect(second).toMatchObject({ total: 12, page: 2 });
    const all = [...titles(first), ...titles(second)];
    expect(new Set(all).size).toBe(12);
    for (const hit of first.items) {
      expect(hit.excerpt).toContain('harbour');
      expect(hit.excerpt.length).toBeLessThan(210);
      expect(Object.keys(hit)).not.toContain('blogBody');
    }
    expect((await search('q=harbour&page=3')).items).toEqual([]);
  });

  it('takes the words of any query and nothing else, and refuses what it cannot take with a 400', async () => {
    await create(ann, { title: 'Porto', country: 'Portugal', body: 'Port wine "cellars", (bridges).' });
    for (const q of ['"', '*', 'AND (', '-', '', ' ', 'NEAR(', '^*:', 'x'.repeat(200)]) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(found.items, q).toEqual([]);
    }
    expect(titles(await search(`q=${encodeURIComponent('"cellars" -bridges*')}`))).toEqual(['Porto']);
    const refused = async (query: string, message: RegExp) => {
      const res = await t.app.request(`/api/public/blogs/?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).message, query).toMatch(message);
    };
    await refused(`q=${'x'.repeat(201)}`, /^q: The search can have at most 200 characters$/);
    await refused('q=porto&page=0', /^page: The page must be a whole number from 1 to 100$/);
    await refused('q=porto&page=101', /page must be a whole number/);
    await refused('q=porto&q=wine', /^q may be given only once$/);
    await refused('q=porto&sort=new', /sort/);
  });

  it('answers one address 60 searches a minute, then 429 with Retry-After, the list still open', async () => {
    await create(ann, { title: 'Porto', country: 'Portugal', body: 'Port wine cellars.' });
    // Each a new query, so none is answered from the cache: what the limit is for.
    for (let i = 0; i < 60; i++) await search(`q=porto+w${i}`);
    const refused = await t.app.request('/api/public/blogs/?q=porto');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(
      /^Too many searches from this address: at most 60 per minute\. Please try again in \d+ seconds?\.$/,
    );
    expect((await t.app.request('/api/public/blogs/')).status).toBe(200);
  });

  it('keeps the list as it was without q, and the summaries with view', async () => {
    await create(ann, { title: 'Porto', country: 'Portugal', body: 'Wine.' });
    const list = await (await t.app.request('/api/public/blogs/')).json();
    expect(Array.isArray(list)).toBe(true);
    const summaries = await (await t.app.request('/api/public/blogs/?view=summary')).json();
    expect(summaries.blogs).toHaveLength(1);
  });

  it('finds a blog the moment it is public, and loses it the moment it is not', async () => {
    const id = await create(
      ann,
      { title: 'Hidden cove', country: 'Greece', body: 'Turquoise water.' },
      false,
    );
    const found = async () => titles(await search('q=turquoise'));
    expect(await found()).toEqual([]);
    const owner = (body: object) => t.app.request(`/api/blogs/${id}`, send('PUT', body, ann));
    expect((await owner({ publish: true })).status).toBe(200);
    expect(await found()).toEqual(['Hidden cove']);
    expect((await owner({ publish: false })).status).toBe(200);
    expect(await found()).toEqual([]);
    expect((await owner({ publish: true })).status).toBe(200);
    expect((await owner({ blogBody: 'Emerald water.' })).status).toBe(200);
    expect(await found()).toEqual([]);
    expect(titles(await search('q=emerald'))).toEqual(['Hidden cove']);
    const suspend = await t.app.request(`/api/admin/${id}`, send('PUT', { suspended: true }, admin));
    expect(suspend.status).toBe(200);
    expect(titles(await search('q=emerald'))).toEqual([]);
    await t.app.request(`/api/admin/${id}`, send('PUT', { suspended: false }, admin));
    expect(titles(await search('q=emerald'))).toEqual(['Hidden cove']);
    expect((await t.app.request(`/api/blogs/${id}`, { method: 'DELETE', headers: ann.auth })).status).toBe(
      200,
    );
    expect(titles(await search('q=emerald'))).toEqual([]);
  });
});
