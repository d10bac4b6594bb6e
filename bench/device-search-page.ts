// The browser side of bench/device-search.ts, bundled by it and run in headless Chromium: the app's own
// device search (pwa/src/data/blog-search-index.ts) over a real IndexedDB. Exposes what the bench times
// as `deviceSearchBench` on the page.
import { openBlogSearch } from '../pwa/src/data/blog-search-index.ts';
import { openUserDb, type UserDb } from '../pwa/src/data/db.ts';
import type { LocalBlog, LocalDraft } from '../pwa/src/data/records.ts';
import { excerpt } from '../pwa/src/data/search-text.ts';

const USER = '019a0000-0000-7000-8000-00000000be01';

export interface Keystroke {
  query: string;
  ms: number;
  count: number;
}

let db: UserDb | null = null;
let search: ReturnType<typeof openBlogSearch> | null = null;

const opened = () => {
  if (!db || !search) throw new Error('build the index first');
  return { db, search };
};

const bench = {
  async seed(blogs: LocalBlog[], drafts: LocalDraft[]): Promise<void> {
    const seeding = openUserDb(USER);
    await seeding.blogs.bulkPut(blogs);
    await seeding.drafts.bulkPut(drafts);
    seeding.close();
  },

  /**
   * A database opened afresh, then its index built: what the first search on /user-blogs waits for, and
   * the longest the page could not answer a key meanwhile (its longest task).
   */
  async build(): Promise<{ ms: number; longestTaskMs: number }> {
    db = openUserDb(USER);
    await db.open();
    let longestTaskMs = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    tasks.observe({ type: 'longtask' });
    const started = performance.now();
    search = openBlogSearch(db);
    await search.ready;
    const ms = performance.now() - started;
    // Long tasks are reported after they end: one more task lets the last one in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    tasks.disconnect();
    return { ms, longestTaskMs };
  },

  /**
   * One query per keystroke, as the screen asks it: the index, the stories of the results shown, and the
   * few words of each shown around its match (the React render of the list is not in it).
   */
  async keystrokes(queries: string[]): Promise<Keystroke[]> {
    const { search: index } = opened();
    const measured: Keystroke[] = [];
    for (const query of queries) {
      const started = performance.now();
      const answer = await index.search(query);
      for (const hit of answer.hits) excerpt(hit.story, new Set(hit.terms));
      measured.push({ query, ms: performance.now() - started, count: answer.count });
    }
    return measured;
  },

  /** From an edit of one story (a local write) to the index holding its new words. */
  async edit(id: string, blogBody: string): Promise<number> {
    const { db: open, search: index } = opened();
    const started = performance.now();
    const taken = new Promise<void>((resolve) => {
      const stop = index.subscribe(() => {
        stop();
        resolve();
      });
    });
    await open.blogs.update(id, { blogBody, pending: 1 });
    await taken;
    return performance.now() - started;
  },
};

export type DeviceSearchBench = typeof bench;

(globalThis as unknown as { deviceSearchBench: DeviceSearchBench }).deviceSearchBench = bench;
