// Every blog write runs under its owner's scope lock, logs the change there in the same locked section,
// and, when the blog was or is public (blog-writes.ts logWrite), leaves a pending marker for the public
// feed, which is logged under the public scope's own lock right after. A crash in between leaves the marker; the start-up sweep logs it (in both scopes, which
// is harmless: pull always sends the document as it is now).
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import { blogs } from '../blogs/blog-doc';
import { PUBLIC_SCOPE, recordChange, userScope } from './change-log';

export const PENDING = 'sync_pending';

interface PendingDoc {
  _id: string;
  id: string;
  owner: string;
  at: string;
}

/** Inside the owner's lock, before or with the write: the public feed still has to hear of blog id. */
export async function markPending(tx: LockedStore, id: string, owner: string): Promise<void> {
  // Looked up rather than inserted and caught: on MongoDB a failed insert aborts the whole transaction.
  const pending = tx.collection<PendingDoc>(PENDING);
  if (await pending.findOne({ _id: `blog:${id}` })) return;
  await pending.insertOne({ _id: `blog:${id}`, id, owner, at: new Date().toISOString() });
}

async function flush(deps: Pick<Deps, 'store'>, pending: PendingDoc, alsoOwnerScope: boolean): Promise<void> {
  const blog = await blogs(deps).findOne({ _id: pending.id });
  const rev = blog?.rev ?? 0;
  if (alsoOwnerScope) {
    const scope = userScope(pending.owner);
    await deps.store.withLock(scope, (tx) => recordChange(tx, scope, 'blog', pending.id, rev));
  }
  await deps.store.withLock(PUBLIC_SCOPE, (tx) => recordChange(tx, PUBLIC_SCOPE, 'blog', pending.id, rev));
  await deps.store.collection(PENDING).deleteOne({ _id: pending._id });
}

/** After the owner's lock is released: logs the owner's pending blog writes in the public feed. */
export async function flushPendingFeed(deps: Pick<Deps, 'store'>, owner: string): Promise<void> {
  for (const p of await deps.store.collection<PendingDoc>(PENDING).find({ owner }))
    await flush(deps, p, false);
}

/** Runs a blog write of owner's under the owner's lock, then feeds the public scope. */
export async function writeBlog<T>(
  deps: Pick<Deps, 'store'>,
  owner: string,
  write: (tx: LockedStore) => Promise<T>,
): Promise<T> {
  try {
    return await deps.store.withLock(userScope(owner), write);
  } finally {
    await flushPendingFeed(deps, owner);
  }
}

/** At start-up: logs the blog writes a crash interrupted. */
export async function sweepPendingFeed(deps: Pick<Deps, 'store'>): Promise<number> {
  const pending = await deps.store.collection<PendingDoc>(PENDING).find({});
  for (const p of pending) await flush(deps, p, true);
  return pending.length;
}
