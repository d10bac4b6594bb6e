// One sync cycle (DESIGN "Sync protocol"): photos up, then the outbox pushed in seq order, then pulls until
// the server has nothing more. Any failure ends the cycle where it is; everything done so far is stored,
// and the next cycle carries on from there (an answer that never arrived is resent and comes back
// "duplicate", never applied twice).
import type { ApiError } from '../api/client.ts';
import { readMeta, type UserDb } from './db.ts';
import { requestPhotoPrefetch } from './photo-prefetch-runner.ts';
import { pruneStoredPhotos } from './photo-prune.ts';
import { photosToSendAgain } from './photo-retry.ts';
import { type UploadProgress, uploadPhotosOfCycle } from './photo-upload.ts';
import { askAhead } from './pull-ahead.ts';
import { applyPullPage, resetLocal } from './pull-store.ts';
import { toMutation } from './push-batch.ts';
import { applyPushAnswer, claimBatch, renumberOutbox } from './push-store.ts';
import { bringServerForward, readServerCopy } from './server-restored.ts';
import type { SyncApi } from './sync-api.ts';

export class SyncStalled extends Error {
  override readonly name = 'SyncStalled';
}

export async function pushOutbox(db: UserDb, api: Pick<SyncApi, 'push'>): Promise<number> {
  let pushed = 0;
  for (;;) {
    const { clientId, batch } = await claimBatch(db);
    if (batch.length === 0) return pushed;
    const response = await api.push(
      clientId,
      batch.map((entry) => toMutation(entry, clientId)),
    );
    const { settled, answered, gap, wentBack } = await applyPushAnswer(db, batch, response);
    pushed += settled;
    if (gap !== null) await renumberOutbox(db, gap);
    // An answer that answers nothing and names no gap would send the same batch forever.
    else if (answered === 0) throw new SyncStalled('The server took none of the changes sent to it');
    // The server forgot writes it had acknowledged: the pull brings it forward before anything else goes.
    if (wentBack) return pushed;
  }
}

export interface Pulled {
  pulled: number;
  /** The server had gone back in time and was brought forward (server-restored.ts). */
  broughtForward: boolean;
}

/**
 * The server went back in time: its copy is read beside the device's, and what it lost queued again.
 * `noted`: meta.restored was set already (by a push answer, or a cycle cut short), and another engine on
 * this database may be bringing the server forward right now; only one of them queues anything.
 */
async function bringForward(db: UserDb, api: Pick<SyncApi, 'pull'>, noted: boolean): Promise<Pulled> {
  // Noted first: a cycle interrupted from here on starts this over, never a plain reset.
  if (!noted)
    await db.transaction('rw', db.meta, async () => {
      await db.meta.put({ ...(await readMeta(db)), restored: true });
    });
  const pages = await readServerCopy(api);
  await bringServerForward(db, pages);
  return { pulled: pages.reduce((n, page) => n + page.changes.length, 0), broughtForward: true };
}

/**
 * Pulls until the server has nothing more. Each page is stored in one transaction with the cursor that
 * follows it (pull-store.ts), while the pages after it are asked for (pull-ahead.ts): an initial sync is a
 * chain of the server's work and the device's writes, and this runs the two side by side. Pages are still
 * stored one after the other in the server's order; a page asked for early is looked at only once the
 * pages before it are stored, so a reset, a restore or a failed request of it meets the same stored state
 * as when it was asked for afterwards, and it is dropped unread when storing a page before it fails.
 */
export async function pullChanges(db: UserDb, api: Pick<SyncApi, 'pull'>): Promise<Pulled> {
  let pulled = 0;
  let resets = 0;
  const meta = await readMeta(db);
  let { cursor } = meta;
  if (meta.restored) return bringForward(db, api, true);
  if (meta.resync) {
    await resetLocal(db);
    cursor = null;
  }
  // Read once, not per page: a page's transaction holds meta, and reading it for the next request would
  // wait for that page to be stored. Nothing is pushed while the pull runs, so `acked` stays as read.
  const { clientId, acked = 0 } = await readMeta(db);
  const fetchPage = (from: string | null) => api.pull(from, { clientId, acked });
  let pages = askAhead(fetchPage, cursor);
  try {
    let page = await pages.next();
    for (;;) {
      if (page.restored) return await bringForward(db, api, false);
      if (page.reset) {
        // A reset answered to a pull from the very start cannot be helped by starting again.
        if (cursor === null && resets > 0)
          throw new SyncStalled('The server cannot send a full copy right now');
        resets += 1;
        await resetLocal(db);
        cursor = null;
        pages.stop();
        pages = askAhead(fetchPage, cursor);
        page = await pages.next();
        continue;
      }
      await applyPullPage(db, page);
      pulled += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) return { pulled, broughtForward: false };
      page = await pages.next();
    }
  } finally {
    pages.stop();
  }
}

export interface CycleHooks {
  onUpload?: (progress: UploadProgress | null) => void;
  /** Where photos the server lost may still be found (photo-recover.ts). */
  caches?: CacheStorage | null;
}

/** Photos, then the writes that need them; a photo failing now holds back only the writes naming it. */
async function sendQueue(db: UserDb, api: SyncApi, hooks: CycleHooks): Promise<{ failure: ApiError | null }> {
  const upload = () => uploadPhotosOfCycle(db, api, hooks.onUpload ?? (() => {}), hooks.caches ?? null);
  let photos = await upload();
  await pushOutbox(db, api);
  // Writes refused for a photo the server no longer has wait for it again: one more round sends both.
  if (photos.failure === null && (await photosToSendAgain(db))) {
    photos = await upload();
    await pushOutbox(db, api);
  }
  return photos;
}

export async function runCycle(db: UserDb, api: SyncApi, hooks: CycleHooks = {}): Promise<void> {
  // A cycle stopped while it brought a restored server forward finishes that first: the queue was made on
  // revisions the restore numbered anew, and goes only once bringServerForward has set it on new footing
  // (a queued delete sent before would pass for having seen what another device wrote since the restore).
  if ((await readMeta(db)).restored) await pullChanges(db, api);
  // A photo failing for now ends the cycle after the pull.
  let photos = await sendQueue(db, api, hooks);
  // What a server gone back in time lost, and the queue held back on finding it, go in this same cycle.
  if ((await pullChanges(db, api)).broughtForward) {
    const again = await sendQueue(db, api, hooks);
    photos = photos.failure ? photos : again;
    await pullChanges(db, api);
  }
  await pruneStoredPhotos(db);
  // In the background: the own photos' variants for offline use (never holds up the cycle).
  void requestPhotoPrefetch(db);
  if (photos.failure) throw photos.failure;
}
