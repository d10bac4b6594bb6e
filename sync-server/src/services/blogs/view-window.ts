// One counted view per visitor per blog per window: reloading a page, or a script calling the route in
// a loop, counts once. Who has viewed what is kept in the DocumentStore, so the rule holds across
// server instances, as a small record per visitor and blog named by a hash (no address is stored) that
// expires with its window; each instance keeps the records it has seen in memory as a fast path.
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { type Collection, type DocumentStore, DuplicateKeyError } from '../../ports/document-store';
import { viewerOf } from './viewer';

export const VIEWERS = 'blog_viewers';
export const VIEW_WINDOW_MS = 30 * 60_000;
/** Expired records are deleted at most this often, by whichever view comes along. */
const PRUNE_EVERY_MS = 10 * 60_000;
const CACHE_MAX = 10_000;

interface ViewerDoc {
  _id: string;
  blogID: string;
  /** When the visitor's next view of the blog counts again (ms since 1970). */
  until: number;
}

interface Seen {
  /** Record id → until, for records known to be current. */
  until: Map<string, number>;
  prunedAt: number;
}

const seenByStore = new WeakMap<DocumentStore, Seen>();

function seenIn(store: DocumentStore): Seen {
  let seen = seenByStore.get(store);
  if (!seen) {
    seen = { until: new Map(), prunedAt: 0 };
    seenByStore.set(store, seen);
  }
  return seen;
}

function remember(seen: Seen, id: string, until: number, now: number): void {
  // Bounded under a flood of visitors: expired entries go first, and if that is not enough, all of them
  // (the store still knows; the cache only saves it a read).
  if (seen.until.size >= CACHE_MAX) {
    for (const [key, end] of seen.until) if (end <= now) seen.until.delete(key);
    if (seen.until.size >= CACHE_MAX) seen.until.clear();
  }
  seen.until.set(id, until);
}

async function pruneWhenDue(seen: Seen, viewers: Collection<ViewerDoc>, now: number): Promise<void> {
  if (now - seen.prunedAt < PRUNE_EVERY_MS) return;
  seen.prunedAt = now;
  await viewers.deleteMany({ until: { $lte: now } });
}

/** Claims the view of blogId by the client at address: true when it is the first in its window. */
export async function isNewView(
  deps: Pick<Deps, 'store'>,
  blogId: string,
  address: string,
  now = Date.now(),
): Promise<boolean> {
  const id = createHash('sha256')
    .update(`${blogId}\n${viewerOf(address)}`)
    .digest('base64url');
  const seen = seenIn(deps.store);
  if ((seen.until.get(id) ?? 0) > now) return false;
  const viewers = deps.store.collection<ViewerDoc>(VIEWERS);
  await pruneWhenDue(seen, viewers, now);
  const last = await viewers.findOne({ _id: id });
  if (last && last.until > now) {
    remember(seen, id, last.until, now);
    return false;
  }
  const until = now + VIEW_WINDOW_MS;
  // Claimed only by the one request that moves the record on (or creates it); a concurrent view of
  // the same visitor, on this instance or another, finds it moved and does not count.
  let claimed: boolean;
  if (last) {
    claimed = (await viewers.updateOne({ _id: id, until: last.until }, { $set: { until } })).modified === 1;
  } else {
    try {
      await viewers.insertOne({ _id: id, blogID: blogId, until });
      claimed = true;
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      claimed = false;
    }
  }
  if (claimed) remember(seen, id, until, now);
  return claimed;
}
