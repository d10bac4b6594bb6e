// A full copy of a scope's current documents, for a device starting from nothing after the log was
// pruned. Paged by entity and id; the log position is captured before the first page, so whatever
// changes while the copy is read comes again through the log afterwards.
import type { PulledChange, PulledEntity } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import { betweenSteps } from '../loop-turn';
import { readViews } from './doc-views';
import { readProfile } from './profile-feed';
import { readLimit, unitsOf } from './pull-units';

/** Where a snapshot stands: the index of the entity being copied and the last id sent. */
export type SnapshotPosition = [number, string];

// New entities go last: a position handed out before keeps pointing at the same entity.
const ENTITIES: Record<'user' | 'public', PulledEntity[]> = {
  user: ['task', 'draft', 'blog', 'conflict', 'profile'],
  public: ['blog'],
};

interface Copied {
  id: string;
  rev: number;
  doc: Record<string, unknown>;
}

const copied = (doc: Record<string, unknown>): Copied => ({
  id: String(doc._id),
  rev: typeof doc.rev === 'number' ? doc.rev : 0,
  doc,
});

async function page(
  deps: Pick<Deps, 'store'>,
  userId: string,
  scope: 'user' | 'public',
  entity: PulledEntity,
  after: string,
  limit: number,
): Promise<Copied[]> {
  const options = { sort: { _id: 1 as const }, limit };
  const idFilter = after ? { _id: { $gt: after } } : {};
  if (entity === 'profile') {
    // One document, the pulling user's own; once sent (after = its id) there is nothing more.
    if (after >= userId) return [];
    const profile = await readProfile(deps, userId);
    return profile ? [{ id: userId, ...profile }] : [];
  }
  return (await readViews(deps, userId, scope, entity, idFilter, options)).map(copied);
}

/** How many entities a scope's copy walks through: a position's index is below it. */
export function snapshotEntityCount(scope: 'user' | 'public'): number {
  return ENTITIES[scope].length;
}

/**
 * The next page of the copy, at most `units` of it (pull-units.ts), and where it stands after it (null
 * when the copy is complete).
 */
export async function snapshotPage(
  deps: Pick<Deps, 'store'>,
  userId: string,
  scope: 'user' | 'public',
  position: SnapshotPosition,
  units: number,
): Promise<{ changes: PulledChange[]; next: SnapshotPosition | null }> {
  const entities = ENTITIES[scope];
  let [index, after] = position;
  const changes: PulledChange[] = [];
  let used = 0;
  const nextRead = betweenSteps();
  while (index < entities.length) {
    const entity = entities[index] as PulledEntity;
    // At least one document on a page, whatever it takes, so that a copy always moves on.
    const room = Math.max(used === 0 ? 1 : 0, Math.floor((units - used) / unitsOf(entity)));
    if (room === 0) break;
    // Read in steps with a turn of the event loop between them, as the log's pages are (pull.ts).
    const take = Math.min(room, readLimit(entity));
    await nextRead();
    const docs = await page(deps, userId, scope, entity, after, take);
    for (const { id, rev, doc } of docs) changes.push({ scope, entity, id, rev, doc });
    used += docs.length * unitsOf(entity);
    if (docs.length < take) {
      index += 1;
      after = '';
    } else {
      after = docs.at(-1)?.id ?? after;
    }
  }
  return { changes, next: index < entities.length ? [index, after] : null };
}
