// Blog writes reach the change log of the owner's scope and of the public feed. A pending marker is
// stored before the write and turned into log entries after it, under each scope's lock; a crash in
// between leaves the marker, which the start-up sweep logs. Logging a write that did not happen is
// harmless: pull always sends the document as it is now.
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { blogs } from '../blogs/blog-doc';
import { PUBLIC_SCOPE, recordChange, userScope } from './change-log';

export const PENDING = 'sync_pending';

interface PendingDoc {
  _id: string;
  entity: 'blog';
  id: string;
  owner: string;
  at: string;
}

async function mark(deps: Pick<Deps, 'store'>, id: string, owner: string): Promise<PendingDoc> {
  const doc: PendingDoc = { _id: `blog:${id}`, entity: 'blog', id, owner, at: new Date().toISOString() };
  try {
    await deps.store.collection<PendingDoc>(PENDING).insertOne(doc);
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  return doc;
}

async function flush(deps: Pick<Deps, 'store'>, pending: PendingDoc): Promise<void> {
  const blog = await blogs(deps).findOne({ _id: pending.id });
  const rev = (blog as { rev?: number } | null)?.rev ?? 0;
  await deps.store.withLock(userScope(pending.owner), (tx) =>
    recordChange(tx, userScope(pending.owner), 'blog', pending.id, rev),
  );
  await deps.store.withLock(PUBLIC_SCOPE, (tx) => recordChange(tx, PUBLIC_SCOPE, 'blog', pending.id, rev));
  await deps.store.collection(PENDING).deleteOne({ _id: pending._id });
}

/** Runs a write of blog id (owned by owner) so that it reaches both feeds, crash or not. */
export async function withBlogFeed<T>(
  deps: Pick<Deps, 'store'>,
  id: string,
  owner: string,
  write: () => Promise<T>,
): Promise<T> {
  const pending = await mark(deps, id, owner);
  try {
    return await write();
  } finally {
    await flush(deps, pending);
  }
}

/** At start-up: logs the blog writes a crash interrupted. */
export async function sweepPendingFeed(deps: Pick<Deps, 'store'>): Promise<number> {
  const pending = await deps.store.collection<PendingDoc>(PENDING).find({});
  for (const p of pending) await flush(deps, p);
  return pending.length;
}
