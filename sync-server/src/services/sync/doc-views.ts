// What a device receives of the documents of one entity, read straight from their collections: the view
// without the server's bookkeeping (but the owner's own documents carry when each field was written),
// limited to what the user may see (their own documents, or the public feed's blogs). Pull (the documents
// its log entries name) and the snapshot (a whole scope, paged) share it. The public feed leaves out the
// user's own blogs: their scope carries each of them already, and the device keeps its public copy of
// those from there (pwa/src/data/pull-page.ts), so a traveller's public blogs cross the wire once.
import type { PulledEntity } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import type { Filter, FindOptions } from '../../ports/document-store';
import { blogAnswers } from '../blogs/blog-answer';
import { blogs, PUBLIC_FILTER } from '../blogs/blog-doc';
import { CONFLICTS, type ConflictDoc } from './conflicts';
import { fieldTimes, type Stamped } from './stamps';
import { COLLECTION, type SyncedDoc, syncedView } from './synced-docs';
import { conflictViews } from './writers';

/** Every entity but the profile, which is one document read by profile-feed.ts. */
export type DocEntity = Exclude<PulledEntity, 'profile'>;

export async function readViews(
  deps: Pick<Deps, 'store'>,
  userId: string,
  scope: 'user' | 'public',
  entity: DocEntity,
  filter: Filter,
  options: FindOptions = {},
): Promise<Record<string, unknown>[]> {
  if (entity === 'blog') {
    const owner = scope === 'public' ? { ...PUBLIC_FILTER, userID: { $ne: userId } } : { userID: userId };
    const stored = await blogs(deps).find({ ...filter, ...owner }, options);
    const docs = await blogAnswers(deps, stored);
    return docs.map((b, i) => (scope === 'user' ? { ...b, ...fieldTimes(stored[i] as Stamped) } : { ...b }));
  }
  if (entity === 'conflict') {
    // Conflicts name who wrote each version, resolved now (conflictViews).
    const docs = await deps.store
      .collection<ConflictDoc>(CONFLICTS)
      .find({ ...filter, userID: userId }, options);
    return conflictViews(deps, userId, docs);
  }
  const docs = await deps.store
    .collection<SyncedDoc>(COLLECTION[entity])
    .find({ ...filter, userID: userId }, options);
  return docs.map((doc) => ({ ...syncedView(doc), ...fieldTimes(doc) }));
}
