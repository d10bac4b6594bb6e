// Photos the device stores that nothing needs any more are dropped. A blog's photo stays on the device
// until the server's variant the screens show is kept in the photo cache (cached-photos.ts), so it shows
// offline all along; a draft's photos stay while the draft exists; a refused write's photos stay until the
// user dismisses the refusal (the photo may be all that is left of what they picked).
import { cachedImageIds } from './cached-photos.ts';
import type { UserDb } from './db.ts';
import { draftPhotoShas } from './draft-photos.ts';
import { photosIn, photosQueued } from './photos.ts';

/** Photos queued writes name, and those of refusals still listed. */
async function photosWritten(db: UserDb): Promise<Set<string>> {
  const needed = photosQueued(await db.outbox.toArray());
  await db.rejections.each((refused) => {
    for (const sha of photosIn(refused.fields)) needed.add(sha);
  });
  return needed;
}

/**
 * Drops photos no queued write or listed refusal names, no draft holds and no blog still needs the
 * device's copy of.
 */
export async function pruneStoredPhotos(db: UserDb): Promise<void> {
  // Runs after every sync cycle. With no photo stored there is nothing to drop, and the transaction below
  // would hold the outbox from the user's next write for nothing.
  if ((await db.blobs.count()) === 0) return;
  const tables = [
    db.blobs,
    db.outbox,
    db.rejections,
    db.blogSummaries,
    db.drafts,
    db.draftPhotos,
    db.cachedPhotos,
  ];
  await db.transaction('rw', tables, async () => {
    const needed = await photosWritten(db);
    const cached = await cachedImageIds(db);
    // The summaries name the same photos as the blogs (blog-summaries.ts), without the stories.
    await db.blogSummaries.each((blog) => {
      for (const sha of photosIn(blog)) if (!cached.has(sha)) needed.add(sha);
    });
    for (const sha of await draftPhotoShas(db, true)) needed.add(sha);
    const stale = (await db.blobs.toCollection().primaryKeys()).filter((sha) => !needed.has(sha));
    await db.blobs.bulkDelete(stale);
  });
}

/**
 * Drops the device's copies of photos the cache now holds, unless a queued write, a listed refusal or a
 * draft needs them.
 * Safe while a sync cycle runs: unlike pruneStoredPhotos it never reads the blogs or drafts tables, which
 * a pull starting over empties for a while.
 */
export async function releaseCachedCopies(db: UserDb): Promise<void> {
  const tables = [db.blobs, db.outbox, db.rejections, db.draftPhotos, db.cachedPhotos];
  await db.transaction('rw', tables, async () => {
    const cached = await cachedImageIds(db);
    const needed = await photosWritten(db);
    for (const sha of await draftPhotoShas(db, false)) needed.add(sha);
    const copies = (await db.blobs.toCollection().primaryKeys()).filter(
      (sha) => cached.has(sha) && !needed.has(sha),
    );
    await db.blobs.bulkDelete(copies);
  });
}
