// Each blog without its story, for the screens that list blogs (/user-blogs, the signed-in home): a heavy
// traveller's thousand stories of 1,500 words are megabytes that a list of titles and dates would read
// in full on every change. A Dexie middleware (DBCore, the layer Dexie's own hooks are made of) writes
// a blog's summary in the same transaction as every write of the blog, however it is made (a local
// write, a pulled page, a reset or a restore), so the summary tables never differ from the blogs.
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Middleware } from 'dexie';
import type { PublicBlog } from './records.ts';

/** The blog tables, and the table of their summaries each one keeps. */
export const SUMMARY_TABLES: Readonly<Record<string, string>> = {
  blogs: 'blogSummaries',
  publicBlogs: 'publicBlogSummaries',
};

/** The large fields a list never shows: the story, and the text it was last synced from. */
const LEFT_OUT = new Set(['blogBody', 'base']);

/**
 * A blog without its story, as the summary tables keep it; an own blog's public copy is summarized too. A
 * public blog's summary is a PublicBlog (its fields are open) without the story.
 */
export type BlogSummary<T> = Omit<T, 'blogBody' | 'base' | 'shown'> & { shown?: PublicBlog | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A blog record without its story (nor the story of its public copy, records.ts LocalBlog.shown). */
export function summaryOf<T extends object>(record: T): BlogSummary<T> {
  const summary = Object.fromEntries(Object.entries(record).filter(([key]) => !LEFT_OUT.has(key)));
  if (isRecord(summary.shown)) summary.shown = summaryOf(summary.shown);
  return summary as BlogSummary<T>;
}

/** The same change made to the summaries of the blogs a request changed (those it did change). */
function summaryRequest(req: DBCoreMutateRequest, res: DBCoreMutateResponse): DBCoreMutateRequest | null {
  switch (req.type) {
    case 'add':
    case 'put': {
      const values = req.values.filter((_, i) => !res.failures[i]).map((value) => summaryOf(value as object));
      return values.length > 0 ? { type: 'put', trans: req.trans, values } : null;
    }
    case 'delete':
      return { type: 'delete', trans: req.trans, keys: req.keys };
    case 'deleteRange':
      return { type: 'deleteRange', trans: req.trans, range: req.range };
  }
}

export const blogSummaries: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'BlogSummaries',
  create(down) {
    return {
      // A transaction that may write a blog table may write its summaries too.
      transaction(stores, mode, options) {
        const more = mode === 'readwrite' ? stores.flatMap((store) => SUMMARY_TABLES[store] ?? []) : [];
        const all = more.length > 0 ? [...new Set([...stores, ...more])] : stores;
        return down.transaction(all, mode, options);
      },
      table(name) {
        const table = down.table(name);
        const summaries = SUMMARY_TABLES[name];
        if (!summaries) return table;
        return {
          ...table,
          async mutate(req) {
            const res = await table.mutate(req);
            const mirrored = summaryRequest(req, res);
            if (mirrored) await down.table(summaries).mutate(mirrored);
            return res;
          },
        };
      },
    };
  },
};
