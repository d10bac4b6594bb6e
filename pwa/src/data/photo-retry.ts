// A blog write the server refused for a photo it does not have (PHOTO_NOT_UPLOADED: the upload was swept
// after a day without a blog, because the connection dropped between the upload and the push) is not
// final: the device still holds the photo, or the photo cache a variant of it (photo-recover.ts). The write
// stays queued, its photos count as not uploaded so the next cycle sends them again, and it goes again after
// them. A photo sent again PHOTO_RESENDS times for this counts as refused for good: the write then goes
// without it (photo-refused.ts).
import { PHOTO_NOT_UPLOADED, PHOTO_RESENDS } from '../../../shared/sync/photo-refusal.ts';
import type { UserDb } from './db.ts';
import { lostPhotosWaiting, noteLostPhotos, PHOTO_LOST } from './photo-recover.ts';
import { photosIn } from './photos.ts';
import type { Outcome } from './push-settle.ts';
import { docKey, type StoredBlob } from './records.ts';

/**
 * Inside the caller's transaction (outbox and blobs): the outcomes to settle, and how many writes stay
 * queued for their photos. Later writes of the same document in the batch stay queued with the refused
 * one, whatever their answer: they build on it (an edit of a blog whose creation was refused), and sent
 * again in order after it they leave the document as the user made it.
 */
export async function holdForMissingPhotos(
  db: UserDb,
  outcomes: readonly Outcome[],
): Promise<{ settle: Outcome[]; held: number }> {
  const heldDocs = new Set<string>();
  const held = new Set<Outcome>();
  for (const outcome of [...outcomes].sort((a, b) => a.entry.seq - b.entry.seq)) {
    const { entry, result } = outcome;
    const doc = docKey(entry.entity, entry.id);
    if (!heldDocs.has(doc)) {
      if (entry.entity !== 'blog' || result.status !== 'rejected') continue;
      if (result.reason !== PHOTO_NOT_UPLOADED) continue;
      const named = photosIn(entry.fields);
      // A write naming no photo: the refusal stands.
      if (named.length === 0) continue;
      const photos = (await db.blobs.bulkGet(named)).filter((p): p is StoredBlob => p !== undefined);
      for (const { sha256, resent = 0 } of photos)
        await db.blobs.update(sha256, {
          uploaded: 0,
          resent: resent + 1,
          ...(resent + 1 > PHOTO_RESENDS && { failed: PHOTO_LOST }),
        });
      // Photos the device holds no bytes of: found again, or left out, by the photo step (photo-recover.ts).
      const held = new Set(photos.map((p) => p.sha256));
      const bytesless = named.filter((sha) => !held.has(sha));
      if (bytesless.length > 0) await noteLostPhotos(db, bytesless);
      heldDocs.add(doc);
    }
    held.add(outcome);
    // The server holds none of these under the seqs they will go with: they count as never sent.
    await db.outbox.update(entry.localId as number, { attempts: 0 });
  }
  return { settle: outcomes.filter((o) => !held.has(o)), held: held.size };
}

/** Whether photos wait to be sent again, or found, for writes the server refused for them (one more round). */
export async function photosToSendAgain(db: UserDb): Promise<boolean> {
  const unsent = db.blobs.where('uploaded').equals(0);
  if ((await unsent.filter((p) => !p.failed && (p.resent ?? 0) > 0).count()) > 0) return true;
  return lostPhotosWaiting(db);
}
