// A durable queue for the public forms (mailing-list signups, contact messages) sent while offline or when
// the network dropped mid-send. It has its own IndexedDB database: a visitor has no account, and signing
// out (which clears the user's data) must not drop what someone asked us to send.
import Dexie, { type EntityTable } from 'dexie';
import { ApiError, apiFetch } from '../api/client.ts';
import { PUBLIC_OUTBOX_DB } from './public-outbox-loader.ts';

export { PUBLIC_OUTBOX_DB };

const LOCK_NAME = 'public-outbox';

export const NO_OFFLINE_STORAGE =
  'This browser cannot keep your submission while offline. Please send it again when you are back online.';

export interface PublicSubmission {
  id: number;
  /** The API path it is POSTed to, e.g. /api/emails/footer or /api/msg/. */
  path: string;
  body: unknown;
  /** Sent with every attempt, so the server stores a submission once however often it arrives. */
  idempotencyKey: string;
  createdAt: string;
  /** Attempts that failed for a reason worth retrying (no network, a server fault, a rate limit). */
  attempts: number;
}

export type NewSubmission = Pick<PublicSubmission, 'path' | 'body' | 'idempotencyKey'>;

export type OutboxEvent =
  | { type: 'delivered'; submission: PublicSubmission; answer: unknown }
  | { type: 'refused'; submission: PublicSubmission; message: string };

export interface FlushResult {
  delivered: number;
  refused: number;
  /** Submissions still queued after this round. */
  waiting: number;
}

type OutboxDb = Dexie & { submissions: EntityTable<PublicSubmission, 'id'> };

/** Runs `task` while holding the named lock; the default uses Web Locks so one tab flushes at a time. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

const webLock: LockRunner = (name, task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, () => task()) : task();
};

// 408 and 429 mean "not now" rather than "never"; any other 4xx is the server's final word.
const isDefinitive = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

// Without a connection (or while rate limited) the next items would fail the same way: stop the round.
const stopsRound = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429;

export function createPublicOutbox(options: { dbName?: string; withLock?: LockRunner } = {}) {
  const { dbName = PUBLIC_OUTBOX_DB, withLock = webLock } = options;
  const listeners = new Set<(event: OutboxEvent) => void>();
  let db: OutboxDb | null = null;
  let running: Promise<FlushResult> | null = null;
  let again = false;

  // Opened on first use, with the IndexedDB found then, so a browser (or test) without one still loads.
  function database(): OutboxDb | null {
    if (db) return db;
    if (typeof indexedDB === 'undefined') return null;
    db = new Dexie(dbName, { indexedDB, IDBKeyRange }) as OutboxDb;
    db.version(1).stores({ submissions: '++id' });
    return db;
  }

  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) listener(event);
  };

  async function enqueue(submission: NewSubmission): Promise<void> {
    const store = database();
    if (!store) throw new Error(NO_OFFLINE_STORAGE);
    try {
      await store.submissions.add({ ...submission, createdAt: new Date().toISOString(), attempts: 0 });
    } catch (error) {
      // Blocked or full storage (private windows, quota): the form says so in words, not Dexie's.
      console.error('could not queue a public submission', error);
      throw new Error(NO_OFFLINE_STORAGE);
    }
  }

  /** Sends one item; answers whether the round should go on to the next. */
  async function deliver(store: OutboxDb, item: PublicSubmission, result: FlushResult): Promise<boolean> {
    let answer: unknown;
    try {
      answer = await apiFetch<unknown>(item.path, {
        method: 'POST',
        json: item.body,
        headers: { 'Idempotency-Key': item.idempotencyKey },
      });
    } catch (error) {
      if (!isDefinitive(error)) {
        await store.submissions.update(item.id, { attempts: item.attempts + 1 });
        return !stopsRound(error);
      }
      await store.submissions.delete(item.id);
      result.refused++;
      emit({ type: 'refused', submission: item, message: (error as ApiError).message });
      return true;
    }
    await store.submissions.delete(item.id);
    result.delivered++;
    emit({ type: 'delivered', submission: item, answer });
    return true;
  }

  async function drain(): Promise<FlushResult> {
    const result: FlushResult = { delivered: 0, refused: 0, waiting: 0 };
    const store = database();
    if (!store) return result;
    // Oldest first, read one at a time so items queued during the round are picked up too.
    let lastId = 0;
    for (;;) {
      const item = await store.submissions.where('id').above(lastId).first();
      if (!item) break;
      lastId = item.id;
      if (!(await deliver(store, item, result))) break;
    }
    result.waiting = await store.submissions.count();
    return result;
  }

  /**
   * Sends everything queued. A call during a running flush in this tab joins it (and makes it go round
   * once more); other tabs wait for the lock, then find the queue already sent.
   */
  function flush(): Promise<FlushResult> {
    if (running) {
      again = true;
      return running;
    }
    const round = async () => {
      let result: FlushResult;
      do {
        again = false;
        result = await withLock(LOCK_NAME, drain);
      } while (again);
      return result;
    };
    running = round().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    enqueue,
    flush,
    /** Everything still queued, oldest first. */
    list: async (): Promise<PublicSubmission[]> => (await database()?.submissions.toArray()) ?? [],
    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Closes the database once a running flush has finished (it reopens on the next use). */
    async close(): Promise<void> {
      await running?.catch(() => {});
      db?.close();
      db = null;
    },
  };
}

export type PublicOutbox = ReturnType<typeof createPublicOutbox>;

/** The app's one queue. */
export const publicOutbox = createPublicOutbox();
