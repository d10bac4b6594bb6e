// A blog's views, counted beside it rather than in it: a store writes a document whole, so raising a field
// of a 140 KB blog would write 140 KB per view (and wake every device of its owner with a changed blog).
// The counter is a tiny document raised with $inc; the blog's own views field keeps what was counted
// before counters existed, and answers show the sum (blog-answer.ts).
import type { Deps } from '../../deps';
import { DuplicateKeyError, type LockedStore } from '../../ports/document-store';

export const VIEW_COUNTS = 'blog_views';

interface ViewCountDoc {
  _id: string;
  views: number;
}

/** One more view of blog id; concurrent calls each count (an atomic $inc, or the counter's creation). */
export async function addView(deps: Pick<Deps, 'store'>, id: string): Promise<void> {
  const counts = deps.store.collection<ViewCountDoc>(VIEW_COUNTS);
  if ((await counts.updateOne({ _id: id }, { $inc: { views: 1 } })).matched > 0) return;
  try {
    await counts.insertOne({ _id: id, views: 1 });
  } catch (error) {
    // Another view created it first: count on top of theirs.
    if (!(error instanceof DuplicateKeyError)) throw error;
    await counts.updateOne({ _id: id }, { $inc: { views: 1 } });
  }
}

/** The counted views of each of ids that has any. */
export async function viewCounts(deps: Pick<Deps, 'store'>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const found = await deps.store.collection<ViewCountDoc>(VIEW_COUNTS).find({ _id: { $in: ids } });
  return new Map(found.map((c) => [c._id, c.views]));
}

/** With the blog's delete (inside its lock), or on the store when a view raced one. */
export async function dropViewCount(store: Pick<LockedStore, 'collection'>, id: string): Promise<void> {
  await store.collection(VIEW_COUNTS).deleteOne({ _id: id });
}
