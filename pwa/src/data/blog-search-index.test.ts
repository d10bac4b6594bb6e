// The device search index (blog-search-index.ts) over a fake IndexedDB: it finds blogs and drafts by the
// words of their title, story and country (the last word as a prefix), follows edits, deletes and pulled
// blogs without being reopened, and never answers from another user's database.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogRepository } from './blog-repository.ts';
import { type BlogSearch, openBlogSearch } from './blog-search-index.ts';
import type { UserDb } from './db.ts';
import { draftRepository } from './draft-repository.ts';
import type { LocalBlog } from './records.ts';
import { closedAfterEach } from './test-support/test-db.ts';

// Registered first, so it runs last: each search is released before its database closes.
const { freshDb } = closedAfterEach();
const searches: BlogSearch[] = [];
afterEach(() => {
  for (const search of searches.splice(0)) search.release();
});

function searchOf(db: UserDb): BlogSearch {
  const search = openBlogSearch(db);
  searches.push(search);
  return search;
}

/** A blog as a pull stores the server's copy. */
const pulled = (id: string, extra: Partial<LocalBlog> = {}): LocalBlog => ({
  _id: id,
  rev: 2,
  pending: 0,
  base: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  blogTitle: 'Salt flats',
  country: 'Bolivia',
  blogBody: 'We drove across the mirror of Uyuni at dawn.',
  featured: false,
  publish: true,
  heroImage: null,
  imageUrls: [],
  imageData: { heroImage: null, imageUrls: [] },
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...extra,
});

const found = async (search: BlogSearch, query: string) =>
  (await search.search(query)).hits.map(({ kind, title }) => `${kind} ${title}`);

describe('the device search index', () => {
  it('finds a blog by a word of its title, its story or its country, and by the start of the last word', async () => {
    const db = freshDb();
    const blogs = blogRepository(db);
    await blogs.create({
      blogTitle: 'Cusco by night',
      country: 'Perú',
      blogBody: 'Stones, stairs and llamas.',
    });
    await db.blogs.put(pulled('server-1'));
    const search = searchOf(db);
    await search.ready;

    expect(await found(search, 'cusco')).toEqual(['blog Cusco by night']);
    expect(await found(search, 'LLAMAS')).toEqual(['blog Cusco by night']);
    expect(await found(search, 'peru')).toEqual(['blog Cusco by night']);
    expect(await found(search, 'uyu')).toEqual(['blog Salt flats']);
    expect(await found(search, 'bolivia dawn')).toEqual(['blog Salt flats']);
    // Every word must match; only the last is a prefix.
    expect(await found(search, 'uyu dawn')).toEqual([]);
    expect(await found(search, 'stones uyuni')).toEqual([]);
    expect(await search.search('ll')).toMatchObject({ count: 1, hits: [{ terms: ['llamas'] }] });
    // The story comes with each hit, to show the words in context.
    expect((await search.search('mirror')).hits[0]?.story).toBe(
      'We drove across the mirror of Uyuni at dawn.',
    );
  });

  it('ranks a title match above a story match', async () => {
    const db = freshDb();
    await db.blogs.bulkPut([
      pulled('b1', { blogTitle: 'Markets', blogBody: 'We ate ceviche in Lima.' }),
      pulled('b2', { blogTitle: 'Lima', blogBody: 'A grey sky over the sea.' }),
    ]);
    const search = searchOf(db);
    expect(await found(search, 'lima')).toEqual(['blog Lima', 'blog Markets']);
  });

  it('finds a draft, marked as one, and follows it as it is typed', async () => {
    const db = freshDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'Patagonia', blogBody: 'Wind all day.' });
    const search = searchOf(db);
    expect((await search.search('wind')).hits).toMatchObject([{ kind: 'draft', id, title: 'Patagonia' }]);

    await drafts.save(id, { blogBody: 'Glaciers and guanacos.' });
    await vi.waitFor(async () => expect(await found(search, 'guanaco')).toEqual(['draft Patagonia']));
    expect(await found(search, 'wind')).toEqual([]);
  });

  it('finds an edited blog by its new words and not its old ones, edit after edit', async () => {
    const db = freshDb();
    const blogs = blogRepository(db);
    const id = await blogs.create({
      blogTitle: 'Hanoi',
      country: 'Vietnam',
      blogBody: 'Scooters everywhere.',
    });
    const search = searchOf(db);
    expect(await found(search, 'scooters')).toEqual(['blog Hanoi']);

    // The blog waits to be sent after each edit: only its story changes, never its summary.
    await blogs.update(id, { blogBody: 'Pho for breakfast.' });
    await vi.waitFor(async () => expect(await found(search, 'pho')).toEqual(['blog Hanoi']));
    expect(await found(search, 'scooters')).toEqual([]);
    await blogs.update(id, { blogBody: 'Egg coffee by the lake.' });
    await vi.waitFor(async () => expect(await found(search, 'coffee')).toEqual(['blog Hanoi']));
    expect(await found(search, 'pho')).toEqual([]);
  });

  it('takes in a pulled change and drops a deleted blog', async () => {
    const db = freshDb();
    await db.blogs.bulkPut([
      pulled('b1'),
      pulled('b2', { blogTitle: 'Atacama', country: 'Chile', blogBody: 'Geysers at dawn.' }),
    ]);
    const search = searchOf(db);
    expect(await found(search, 'atacama')).toEqual(['blog Atacama']);

    await db.blogs.put(
      pulled('b1', { rev: 3, blogBody: 'Flamingos in the lagoon.', updatedAt: '2026-04-02T00:00:00.000Z' }),
    );
    await vi.waitFor(async () => expect(await found(search, 'flamingos')).toEqual(['blog Salt flats']));
    expect(await found(search, 'mirror')).toEqual([]);

    await blogRepository(db).remove('b2');
    await vi.waitFor(async () => expect(await found(search, 'atacama')).toEqual([]));
    expect((await search.search('chile')).count).toBe(0);
  });

  it('catches up on the changes made while nobody searched', async () => {
    const db = freshDb();
    await db.blogs.put(pulled('b1'));
    const first = openBlogSearch(db);
    expect(await found(first, 'uyuni')).toEqual(['blog Salt flats']);
    first.release();

    await db.blogs.put(pulled('b1', { rev: 5, blogTitle: 'Sucre', blogBody: 'White walls.' }));
    const again = searchOf(db);
    expect(await found(again, 'sucre')).toEqual(['blog Sucre']);
    expect(await found(again, 'uyuni')).toEqual([]);
  });

  it("never answers from another user's database", async () => {
    const ada = freshDb('019a0000-0000-7000-8000-0000000000a1');
    const bob = freshDb('019a0000-0000-7000-8000-0000000000b2');
    await ada.blogs.put(pulled('a1', { blogTitle: 'Ada in Oslo', blogBody: 'Fjords.' }));
    await bob.blogs.put(pulled('b1', { blogTitle: 'Bob in Oslo', blogBody: 'Fjords too.' }));
    await draftRepository(bob).save(null, { blogTitle: 'Bob draft', blogBody: 'More fjords.' });

    expect(await found(searchOf(ada), 'fjords')).toEqual(['blog Ada in Oslo']);
    expect(await found(searchOf(bob), 'oslo')).toEqual(['blog Bob in Oslo']);
  });

  it('answers nothing for a query without words', async () => {
    const db = freshDb();
    await db.blogs.put(pulled('b1'));
    expect(await searchOf(db).search(' , . ')).toEqual({ count: 0, hits: [] });
  });
});
