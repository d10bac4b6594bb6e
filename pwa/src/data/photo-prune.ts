// Photos the device stores that nothing needs any more are dropped: a blog the server now shows from its
// own copies, a write that was refused.
import type { UserDb } from './db.ts';
import { photosIn, photosQueued } from './photos.ts';

/** Drops photos no queued write names and no blog still shows from the device's copy. */
export async function pruneStoredPhotos(db: UserDb): Promise<void> {
  await db.transaction('rw', [db.blobs, db.outbox, db.blogs], async () => {
    const needed = photosQueued(await db.outbox.toArray());
    await db.blogs.each((blog) => {
      const onServer = new Set(
        [blog.imageData.heroImage, ...blog.imageData.imageUrls].flatMap((ref) => (ref ? [ref.id] : [])),
      );
      for (const sha of photosIn(blog)) if (!onServer.has(sha)) needed.add(sha);
    });
    const stale = (await db.blobs.toCollection().primaryKeys()).filter((sha) => !needed.has(sha));
    await db.blobs.bulkDelete(stale);
  });
}
