// GET /api/public/blogs/?view=summary: the home page's paged summaries (shared/api/public-blogs.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicBlogSummary, SummaryPage } from '../../../../shared/api/public-blogs';
import { insertBlog, insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';

const hero = { id: 'h1', url: '/media/h1.webp', width: 800, height: 600, variants: [] };

describe('the public summary list', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  /** Blog i made i minutes after the first; every third featured, the 5th a draft, the 6th suspended. */
  async function blogs(count: number) {
    for (let i = 0; i < count; i += 1) {
      await insertBlog(t.deps, ann.user, {
        blogTitle: `Trip ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        featured: i % 3 === 0,
        publish: i !== 5,
        suspended: i === 6,
        imageData: { heroImage: i === 0 ? hero : null, imageUrls: [hero] },
      });
    }
  }
  const page = async (query: string): Promise<SummaryPage> => {
    const res = await t.app.request(`/api/public/blogs/?view=summary${query}`);
    expect(res.status, query).toBe(200);
    return res.json();
  };
  const titles = (p: SummaryPage) => p.blogs.map((b) => b.blogTitle);
  /** Every page from the first, following nextCursor. */
  async function walk(query: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const p: SummaryPage = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...titles(p));
      cursor = p.nextCursor;
    }
    return seen;
  }

  it('answers public blogs as summaries, newest first, 20 to a page', async () => {
    await blogs(25);
    const first = await page('');
    expect(first.blogs).toHaveLength(20);
    expect(titles(first).slice(0, 3)).toEqual(['Trip 24', 'Trip 23', 'Trip 22']);
    const oldest = (await walk('')).at(-1);
    expect(oldest).toBe('Trip 0');
    const summary = (await walk('&limit=100')).length;
    expect(summary).toBe(23);
    const [zero] = (await page('&limit=100')).blogs.slice(-1) as PublicBlogSummary[];
    expect(Object.keys(zero ?? {}).sort()).toEqual(
      ['_id', 'author', 'blogTitle', 'country', 'createdAt', 'featured', 'heroImage', 'views'].sort(),
    );
    expect(zero).toMatchObject({
      blogTitle: 'Trip 0',
      author: 'Ann Lee',
      featured: true,
      heroImage: hero,
      views: 0,
    });
    expect((await page('&limit=100')).blogs[0]?.heroImage).toBeNull();
  });

  it('pages by cursor without repeats or gaps, and only featured blogs when asked', async () => {
    await blogs(12);
    const all = await walk('&limit=3');
    expect(all).toEqual([
      'Trip 11',
      'Trip 10',
      'Trip 9',
      'Trip 8',
      'Trip 7',
      'Trip 4',
      'Trip 3',
      'Trip 2',
      'Trip 1',
      'Trip 0',
    ]);
    expect(await walk('&limit=2&featured=true')).toEqual(['Trip 9', 'Trip 3', 'Trip 0']);
    expect(await walk('&featured=false')).toEqual(
      all.filter((x) => !['Trip 9', 'Trip 3', 'Trip 0'].includes(x)),
    );
  });

  it('keeps later pages in place when a blog is published meanwhile, and breaks ties by id', async () => {
    const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
    for (let i = 0; i < 4; i += 1)
      await insertBlog(t.deps, ann.user, { blogTitle: `Same ${i}`, createdAt: at });
    const first = await page('&limit=2');
    const made = await t.app.request(
      '/api/blogs/',
      send('POST', form({ blogTitle: 'Newer', publish: 'true' }), ann),
    );
    expect(made.status).toBe(201);
    const second = await page(`&limit=2&cursor=${first.nextCursor}`);
    const seen = [...titles(first), ...titles(second)];
    expect(new Set(seen).size).toBe(4);
    expect(seen).not.toContain('Newer');
    expect(second.nextCursor).toBeNull();
    expect(titles(await page('&limit=1'))).toEqual(['Newer']);
  });

  it('refuses a bad query with a clear message, and keeps SPEC’s list without view', async () => {
    await blogs(2);
    const bad: [string, RegExp][] = [
      ['view=full', /view can only be "summary"/],
      ['view=summary&limit=0', /page size must be a whole number from 1 to 100/],
      ['view=summary&limit=101', /page size/],
      ['view=summary&limit=2.5', /page size/],
      ['view=summary&limit=abc', /page size/],
      ['view=summary&featured=yes', /featured must be true or false/],
      ['view=summary&cursor=bm90LWpzb24', /cursor is not one this server gave/],
      ['view=summary&cursor=WzEsMl0', /cursor is not one this server gave/],
      [`view=summary&cursor=${'x'.repeat(201)}`, /cursor is not one this server gave/],
      ['view=summary&sort=title', /sort/],
      ['view=summary&view=summary', /view/],
    ];
    for (const [query, message] of bad) {
      const res = await t.app.request(`/api/public/blogs/?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).message, query).toMatch(message);
    }
    const list = await (await t.app.request('/api/public/blogs/?limit=1&page=2')).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toHaveProperty('blogBody', 'Text.');
  });
});
