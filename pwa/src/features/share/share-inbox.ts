// The shares the service worker kept on the device (pwa/public/share-target.js writes them, with this
// database name and layout: change both together). The page reads them once a user is signed in, makes each
// a draft and only then deletes it, so a share is never lost to a closed page or a failed save.
import { z } from 'zod';

const SHARE_DB = 'travel-blog-shares';
const SHARE_STORE = 'shares';

// By shape rather than instanceof: a Blob read back from IndexedDB may come from another realm.
const isBlob = (value: unknown) => typeof (value as Blob | null)?.arrayBuffer === 'function';

const shareSchema = z.object({
  id: z.number(),
  at: z.string(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  files: z.array(z.object({ name: z.string(), type: z.string(), blob: z.custom<Blob>(isBlob) })),
});

/** Photos, text or a link shared into the app from another app on the device. */
export type StoredShare = z.infer<typeof shareSchema>;

export interface ShareInbox {
  /** The shares waiting, oldest first; a record that is not a share is left out. */
  pending: () => Promise<StoredShare[]>;
  remove: (id: number) => Promise<void>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(SHARE_DB, 1);
  // The page may open the database before the worker ever wrote to it (no share yet).
  request.onupgradeneeded = () => {
    request.result.createObjectStore(SHARE_STORE, { keyPath: 'id', autoIncrement: true });
  };
  return done(request);
}

async function using<T>(factory: IDBFactory, run: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await open(factory);
  try {
    return await run(db);
  } finally {
    db.close();
  }
}

export function shareInbox(factory: IDBFactory = indexedDB): ShareInbox {
  return {
    pending: () =>
      using(factory, async (db) => {
        const rows = await done(db.transaction(SHARE_STORE).objectStore(SHARE_STORE).getAll());
        return rows.flatMap((row) => {
          const share = shareSchema.safeParse(row);
          return share.success ? [share.data] : [];
        });
      }),
    remove: (id) =>
      using(factory, async (db) => {
        await done(db.transaction(SHARE_STORE, 'readwrite').objectStore(SHARE_STORE).delete(id));
      }),
  };
}
