// A photo the server refused for good (a 4xx to its upload, or lost again and again: photo-retry.ts)
// never takes the blog's text with it: the queued writes naming it go without it, and a refusal per write
// names what was left out, so the photo's bytes stay on the device (photo-prune.ts) until the user
// dismisses that refusal.
import type { UserDb } from './db.ts';
import { photosIn, withoutPhotos } from './photos.ts';

/**
 * Takes the refused photos out of the queued blog writes, inside the caller's transaction when there is one
 * (claimBatch's); answers how many writes it changed.
 */
export async function setAsideRefusedPhotos(db: UserDb, now = new Date()): Promise<number> {
  return db.transaction('rw', [db.outbox, db.blobs, db.rejections], async () => {
    const refused = new Map<string, string>();
    await db.blobs
      .where('uploaded')
      .equals(0)
      .each((photo) => {
        if (photo.failed) refused.set(photo.sha256, photo.failed);
      });
    return leavePhotosOut(db, refused, now);
  });
}

/**
 * Takes `refused` photos (hash to why) out of the queued blog writes never sent that name them, each with a
 * refusal naming what was left out; inside the caller's transaction on outbox and rejections. Answers how
 * many writes it changed.
 */
export async function leavePhotosOut(
  db: UserDb,
  refused: ReadonlyMap<string, string>,
  now = new Date(),
): Promise<number> {
  if (refused.size === 0) return 0;
  // Only writes never sent change (the server may hold one that was); a blog write goes only once its
  // photos are up, and one refused for a missing photo counts as unsent again (photo-retry.ts).
  const writes = await db.outbox
    .filter(
      (e) => e.entity === 'blog' && e.attempts === 0 && photosIn(e.fields).some((sha) => refused.has(sha)),
    )
    .toArray();
  for (const entry of writes) {
    const { fields, leftOut } = withoutPhotos(entry.fields, new Set(refused.keys()));
    await db.outbox.update(entry.localId as number, { fields });
    const why = [...new Set(photosIn(leftOut).map((sha) => refused.get(sha)))].join('; ');
    await db.rejections.add({
      seq: entry.seq,
      opId: entry.opId,
      entity: 'blog',
      id: entry.id,
      kind: entry.kind,
      fields: leftOut,
      reason: `${why} (the blog goes without the photo)`,
      at: now.toISOString(),
    });
  }
  return writes.length;
}
