// A pulled page over the device's records (pure): what each record the page names becomes, so the store
// reads each table once and writes it once per page (pull-store.ts) instead of a read and a write per
// change, each awaited. Changes are taken in page order over what the earlier ones left, so a page naming
// a document twice ends as the two changes applied one after the other would (the later wins).
import { type PulledChange, SYNC_ENTITIES, type SyncEntity } from '../../../shared/sync/protocol.ts';
import { withoutBookkeeping } from './entities.ts';
import { settlePulled } from './pull-settle.ts';
import { toConflict } from './pulled-conflict.ts';
import {
  type ConflictRecord,
  docKey,
  type Fields,
  type OutboxEntry,
  type PublicBlog,
  type SyncedRecord,
  type SyncMeta,
} from './records.ts';

export type OwnRecord = SyncedRecord & Fields;

/** Per key, what the page leaves: the record to store, or null to delete it. */
export type Outcome<T> = Map<string, T | null>;

export interface PageReads {
  /** The device's records of the ids `ownIds` named, per entity; an id it lacks is absent. */
  own: Record<SyncEntity, Map<string, OwnRecord>>;
  /** Queued entries by document (pendingByDoc). */
  pending: ReadonlyMap<string, readonly OutboxEntry[]>;
  /** The profile the device holds. */
  profile: SyncMeta['profile'];
}

export interface PageWrites {
  own: Record<SyncEntity, Outcome<OwnRecord>>;
  publicBlogs: Outcome<PublicBlog>;
  conflicts: Outcome<ConflictRecord>;
  /** The profile to store, when the page brought a newer one. */
  profile: SyncMeta['profile'] | undefined;
}

/** Where a change lands; conflicts and the profile first, whatever their scope, as they always have. */
function placeOf(change: PulledChange): 'conflict' | 'profile' | 'public' | SyncEntity {
  if (change.entity === 'conflict' || change.entity === 'profile') return change.entity;
  return change.scope === 'public' ? 'public' : change.entity;
}

const perEntity = <T>(make: (entity: SyncEntity) => T): Record<SyncEntity, T> =>
  Object.fromEntries(SYNC_ENTITIES.map((entity) => [entity, make(entity)])) as Record<SyncEntity, T>;

/** The ids of the device's own records a page names, per entity: the ones to read before settling it. */
export function ownIds(changes: readonly PulledChange[]): Record<SyncEntity, string[]> {
  const ids = perEntity(() => new Set<string>());
  for (const change of changes) {
    const place = placeOf(change);
    if (place !== 'conflict' && place !== 'profile' && place !== 'public') ids[place].add(change.id);
  }
  return perEntity((entity) => [...ids[entity]]);
}

/** The server's copy of a public blog as the feed keeps it: as is, without the server's bookkeeping. */
function publicBlog(change: PulledChange): PublicBlog | null {
  if (!change.doc) return null;
  const doc = withoutBookkeeping(change.doc);
  return { ...doc, _id: change.id, rev: change.rev, createdAt: String(doc.createdAt ?? '') };
}

/**
 * The public copy of one of the user's own blogs (the record's `shown`), from its change in their scope:
 * the feed leaves their blogs out (they would cross the wire twice), so the device keeps their public ones
 * from here, as the server has them (never a local edit). Public as the server decides it (PUBLIC_FILTER):
 * published and not suspended; anything else takes the copy away.
 */
function ownPublicBlog(change: PulledChange): PublicBlog | null {
  const doc = change.doc;
  if (doc?.publish !== true || doc.suspended !== false) return null;
  const { writtenAt: _writtenAt, fieldAt: _fieldAt, ...shown } = doc;
  return publicBlog({ ...change, doc: shown });
}

export function settlePage(changes: readonly PulledChange[], reads: PageReads, now: Date): PageWrites {
  const writes: PageWrites = {
    own: perEntity(() => new Map()),
    publicBlogs: new Map(),
    conflicts: new Map(),
    profile: undefined,
  };
  let profile = reads.profile;
  for (const change of changes) {
    const place = placeOf(change);
    if (place === 'conflict') {
      const closing = reads.pending.has(docKey('conflict', change.id));
      writes.conflicts.set(change.id, toConflict(change, closing));
    } else if (place === 'profile') {
      // Only ever newer: a page may carry an older copy than one a parallel refresh already stored.
      if (change.doc && change.rev > (profile?.rev ?? -1)) {
        profile = { rev: change.rev, user: change.doc };
        writes.profile = profile;
      }
    } else if (place === 'public') {
      writes.publicBlogs.set(change.id, publicBlog(change));
    } else {
      const outcome = writes.own[place];
      // What an earlier change of this page left, else what the device holds.
      const current = outcome.has(change.id) ? outcome.get(change.id) : reads.own[place].get(change.id);
      const queued = reads.pending.get(docKey(place, change.id)) ?? [];
      const settled = settlePulled(place, change, current ?? undefined, queued, now);
      // On the blog's own record: a second record in publicBlogs (and its summary) cost a new device's
      // initial pull two more writes per own public blog.
      outcome.set(
        change.id,
        settled && place === 'blog' ? { ...settled, shown: ownPublicBlog(change) } : settled,
      );
    }
  }
  return writes;
}
