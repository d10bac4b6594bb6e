// One counted view per visitor per blog per window: reloading a page, or a script calling the route in
// a loop, counts once. Who has viewed what is kept in the DocumentStore, so the rule holds across
// server instances, as a small record per visitor and blog named by a hash (no address is stored) that
// expires with its window; each instance keeps the records it has seen in memory as a fast path.
import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { type DocumentStore, DuplicateKeyError } from '../../ports/document-store';
import { UntilCache } from '../until-cache';
import { viewerOf } from './viewer';

export const VIEWERS = 'blog_viewers';
export const VIEW_WINDOW_MS = 30 * 60_000;
/** Expired records are deleted at most this often, by whichever view comes along. */
const PRUNE_EVERY_MS = 10 * 60_000;

interface ViewerDoc {
  _id: string;
  blogID: string;
  /** When the visitor's next view of the blog counts again (ms since 1970). */
  until: number;
}

/** Records known to be current, so a repeat view is answered from memory. */
const seen = new UntilCache();
const prunedAt = new WeakMap<DocumentStore, number>();

async function pruneWhenDue(store: DocumentStore, now: number): Promise<void> {
  if (now - (prunedAt.get(store) ?? 0) < PRUNE_EVERY_MS) return;
  prunedAt.set(store, now);
  await store.collection<ViewerDoc>(VIEWERS).deleteMany({ until: { $lte: now } });
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
  if (seen.until(deps.store, id) > now) return false;
  const viewers = deps.store.collection<ViewerDoc>(VIEWERS);
  await pruneWhenDue(deps.store, now);
  const last = await viewers.findOne({ _id: id });
  if (last && last.until > now) {
    seen.hold(deps.store, id, last.until, now);
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
  if (claimed) seen.hold(deps.store, id, until, now);
  return claimed;
}
