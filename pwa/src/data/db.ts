// One Dexie database per signed-in user (`travel-blog-user-<id>`), so one account never reads another's
// rows and signing out deletes exactly that user's data. The schema is a list of versions: a change
// appends a version (with an upgrade that rewrites existing rows when their shape changes) and never edits
// an old one, because devices in the field open whatever version they last had.
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { newId } from '../../../shared/ids.ts';
import { type BlogSummary, blogSummaries, SUMMARY_TABLES, summaryOf } from './blog-summaries.ts';
import { type CachedPhoto, deleteOwnPhotoCache } from './cached-photos.ts';
import type { DraftPhotos } from './draft-photos.ts';
import type {
  AckedDelete,
  ConflictRecord,
  LocalBlog,
  LocalDraft,
  LocalTask,
  OutboxEntry,
  PublicBlog,
  RejectionRecord,
  StoredBlob,
  SyncMeta,
} from './records.ts';
import type { SavedBlog } from './saved-blogs.ts';
import { sharedStory } from './shared-story.ts';

export const USER_DB_PREFIX = 'travel-blog-user-';
export const userDbName = (userId: string): string => `${USER_DB_PREFIX}${userId}`;

export type UserDb = Dexie & {
  blogs: EntityTable<LocalBlog, '_id'>;
  publicBlogs: EntityTable<PublicBlog, '_id'>;
  blogSummaries: EntityTable<BlogSummary<LocalBlog>, '_id'>;
  publicBlogSummaries: EntityTable<PublicBlog, '_id'>;
  tasks: EntityTable<LocalTask, '_id'>;
  drafts: EntityTable<LocalDraft, '_id'>;
  outbox: EntityTable<OutboxEntry, 'localId'>;
  blobs: EntityTable<StoredBlob, 'sha256'>;
  conflicts: EntityTable<ConflictRecord, '_id'>;
  rejections: EntityTable<RejectionRecord, 'localId'>;
  meta: EntityTable<SyncMeta, 'key'>;
  draftPhotos: EntityTable<DraftPhotos, 'draftId'>;
  cachedPhotos: EntityTable<CachedPhoto, 'url'>;
  savedBlogs: EntityTable<SavedBlog, '_id'>;
  ackedDeletes: EntityTable<AckedDelete, 'key'>;
};

interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const SCHEMA: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      blogs: '_id, createdAt',
      publicBlogs: '_id, createdAt',
      tasks: '_id, createdAt',
      drafts: '_id, createdAt',
      // seq is unique: two tabs allocating the same seq would fail the second write, not corrupt the queue.
      outbox: '++localId, &seq, [entity+id]',
      blobs: 'sha256, uploaded',
      conflicts: '_id, docId, at',
      rejections: '++localId, at',
      meta: 'key',
    },
  },
  {
    version: 2,
    stores: {
      // The photos of a draft on this device (hashes into blobs): drafts sync as text only.
      draftPhotos: 'draftId',
      // The server's photo variants kept in Cache Storage for offline use, by image for pruning (LRU).
      cachedPhotos: 'url, imageId',
    },
  },
  {
    version: 3,
    stores: {
      // Other people's public blogs the user saved for offline reading; their photos are in cachedPhotos.
      savedBlogs: '_id, savedAt',
    },
  },
  {
    version: 4,
    stores: {
      // Deletes the server acknowledged, to tell a server restored from an older backup again.
      ackedDeletes: 'key, at',
    },
  },
  {
    version: 5,
    stores: {
      // Each blog without its story, for the lists; written with every write of the blog from here on
      // (blog-summaries.ts), and made here for the blogs the device already holds.
      blogSummaries: '_id, createdAt',
      publicBlogSummaries: '_id, createdAt',
    },
    upgrade: async (tx) => {
      for (const [blogs, summaries] of Object.entries(SUMMARY_TABLES)) {
        const held: object[] = await tx.table(blogs).toArray();
        await tx.table(summaries).bulkPut(held.map(summaryOf));
      }
    },
  },
  {
    version: 6,
    stores: {},
    // The public copies of the user's own blogs move from publicBlogs onto their records (LocalBlog.shown).
    // A copy whose record is gone (its delete still queued) goes: no pull would take it away any more.
    upgrade: async (tx) => {
      const meta: SyncMeta | undefined = await tx.table('meta').get('sync');
      const copies: PublicBlog[] = await tx.table('publicBlogs').toArray();
      const mine = copies.filter((copy) => meta !== undefined && copy.userID === meta.userId);
      const records: (LocalBlog | undefined)[] = await tx.table('blogs').bulkGet(mine.map((c) => c._id));
      const moved = mine.flatMap((copy, i) => {
        const record = records[i];
        return record ? [{ ...record, shown: copy }] : [];
      });
      const ids = mine.map((copy) => copy._id);
      await tx.table('blogs').bulkPut(moved);
      await tx.table('blogSummaries').bulkPut(moved.map(summaryOf));
      await tx.table('publicBlogs').bulkDelete(ids);
      await tx.table('publicBlogSummaries').bulkDelete(ids);
    },
  },
];

/** IndexedDB to use; tests pass fake-indexeddb instances, the app the browser's. */
export interface IndexedDbDeps {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

export function openUserDb(userId: string, deps?: IndexedDbDeps): UserDb {
  const db = new Dexie(userDbName(userId), deps ?? { indexedDB, IDBKeyRange }) as UserDb;
  db.use(blogSummaries);
  db.use(sharedStory);
  for (const step of SCHEMA) {
    const version = db.version(step.version).stores(step.stores);
    if (step.upgrade) version.upgrade(step.upgrade);
  }
  // Runs once, when the database is created: this device's id for this user starts the outbox at 1.
  db.on('populate', (tx) => {
    const meta: SyncMeta = {
      key: 'sync',
      userId,
      clientId: newId(),
      nextSeq: 1,
      cursor: null,
      writes: 0,
      resync: false,
    };
    void tx.table('meta').add(meta);
  });
  // Dexie closes a connection another tab's delete waits for, but lets the next query open it again, which
  // would re-create the database a sign-out just deleted (with a fresh clientId). A deleted database stays
  // closed here (false: Dexie's own handler, which runs after this one, would allow the reopening); an
  // upgrade (newVersion set) keeps Dexie's behaviour.
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    if (event.newVersion !== null) return;
    db.close({ disableAutoOpen: true });
    return false;
  });
  return db;
}

export async function readMeta(db: UserDb): Promise<SyncMeta> {
  const meta = await db.meta.get('sync');
  if (!meta) throw new Error('the sync state of this database is missing');
  return meta;
}

/**
 * Deletes a user's database, and the photos kept for them in Cache Storage with it; open connections
 * elsewhere (other tabs) close themselves first.
 */
export async function deleteUserDb(userId: string, deps?: IndexedDbDeps): Promise<void> {
  await Promise.all([
    new Dexie(userDbName(userId), deps ?? { indexedDB, IDBKeyRange }).delete(),
    deleteOwnPhotoCache(userId),
  ]);
}
