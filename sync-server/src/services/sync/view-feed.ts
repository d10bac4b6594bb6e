// Counted views reach the owner's devices through the change log. A view does not write the blog (its
// count lives beside it, blogs/view-counts.ts), so no blog write logs it; this logs the blog in its
// owner's scope, coalesced: the first counted view of a blog starts a timer on this instance, the views
// counted before it fires join it, and it logs one entry. A busy blog so makes at most one entry per
// delay on each instance, however many views arrive, and the entry goes through the store, so pokes
// reach devices on every instance.
// Like every entry, it replaces the blog's previous one (log-compaction.ts), so a blog read all day does not
// grow its owner's log. Nothing of the blog changes (rev, stamps, fields), so a view never meets an edit
// as a conflict. Only the owner's scope hears of it: every device pulls the public feed, and the public
// page shows the count its own visit raised.
import type { Deps } from '../../deps';
import type { DocumentStore } from '../../ports/document-store';
import { BLOGS } from '../blogs/blog-doc';
import type { SyncedBlog } from '../blogs/blog-writes';
import { recordChange, userScope } from './change-log';

/** How long a blog's counted views wait to be logged together. */
export const VIEW_FEED_MS = 2000;

interface Feed {
  /** Blogs with counted views waiting for their entry, and when it is written. */
  waiting: Map<string, { timer: NodeJS.Timeout; run: () => Promise<void> }>;
  /** Entries being written now. */
  writing: Set<Promise<void>>;
}

const feeds = new WeakMap<DocumentStore, Feed>();

function feedOf(store: DocumentStore): Feed {
  let feed = feeds.get(store);
  if (!feed) {
    feed = { waiting: new Map(), writing: new Set() };
    feeds.set(store, feed);
  }
  return feed;
}

/** Logs blogId's views in its owner's scope. */
export async function logViews(store: DocumentStore, blogId: string, now = new Date()): Promise<void> {
  const blog = await store
    .collection<SyncedBlog>(BLOGS)
    .findOne({ _id: blogId }, { projection: { userID: 1 } });
  // Deleted meanwhile: its delete logged the tombstone, which a later entry must not follow.
  if (!blog) return;
  const scope = userScope(blog.userID);
  await store.withLock(scope, async (tx) => {
    const current = await tx
      .collection<SyncedBlog>(BLOGS)
      .findOne({ _id: blogId }, { projection: { rev: 1 } });
    if (!current) return;
    await recordChange(tx, scope, 'blog', blogId, current.rev ?? 0, now);
  });
}

/** After a counted view of blogId: its entry is written within the delay, with any other views by then. */
export function feedViews(deps: Pick<Deps, 'store' | 'log' | 'viewFeedMs'>, blogId: string): void {
  const feed = feedOf(deps.store);
  if (feed.waiting.has(blogId)) return;
  const run = async () => {
    // Views counted from here on wait for an entry of their own: this one may be read before them.
    feed.waiting.delete(blogId);
    const writing = logViews(deps.store, blogId).catch((error: unknown) =>
      deps.log.error(`views of blog ${blogId} were not logged for its owner's devices`, error),
    );
    feed.writing.add(writing);
    await writing;
    feed.writing.delete(writing);
  };
  const timer = setTimeout(run, deps.viewFeedMs ?? VIEW_FEED_MS);
  // A waiting entry never holds the process open; shutdown writes it (flushViewFeed).
  timer.unref();
  feed.waiting.set(blogId, { timer, run });
}

/** Writes every waiting entry now and waits for those being written: before the store closes. */
export async function flushViewFeed(store: DocumentStore): Promise<void> {
  const feed = feeds.get(store);
  if (!feed) return;
  const waiting = [...feed.waiting.values()];
  for (const w of waiting) clearTimeout(w.timer);
  await Promise.all([...waiting.map((w) => w.run()), ...feed.writing]);
}
