// Opening an upload within the user's limits (upload-doc.ts). Under the user's upload lock, so two
// requests on two server instances cannot both take the last place; the parts of uploads given up to
// make room are deleted after the lock, since a locked section may run again and must touch nothing else.
import type { Deps } from '../../deps';
import { RateLimitError } from '../errors';
import {
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  UPLOAD_IDLE_MS,
  UPLOADS,
  type UploadDoc,
  uploadId,
} from './upload-doc';
import { deleteParts, newPartsFolder } from './upload-parts';

const BUSY = 'Too many photos are being uploaded at once; the rest will follow when these are done';

/** Which of the user's uploads give way to one of `size` bytes; null when it cannot fit. */
function makeRoom(open: readonly UploadDoc[], size: number, now: Date): UploadDoc[] | null {
  const idleBefore = new Date(now.getTime() - UPLOAD_IDLE_MS).toISOString();
  const idle = open
    .filter((u) => u.touchedAt < idleBefore)
    .sort((a, b) => (a.touchedAt < b.touchedAt ? -1 : 1));
  let count = open.length;
  let bytes = open.reduce((sum, u) => sum + u.size, 0);
  const victims: UploadDoc[] = [];
  while (count + 1 > MAX_OPEN_UPLOADS || bytes + size > MAX_OPEN_UPLOAD_BYTES) {
    const victim = idle.shift();
    if (!victim) return null;
    victims.push(victim);
    count -= 1;
    bytes -= victim.size;
  }
  return victims;
}

/** The user's upload of this photo, opened if there is none; RateLimitError when no room can be made. */
export async function openUpload(
  deps: Pick<Deps, 'store' | 'blobs'>,
  userId: string,
  hash: string,
  size: number,
  now = new Date(),
): Promise<UploadDoc> {
  const { doc, victims } = await deps.store.withLock(`uploads:${userId}`, async (tx) => {
    const uploads = tx.collection<UploadDoc>(UPLOADS);
    const existing = await uploads.findOne({ _id: uploadId(userId, hash) });
    if (existing) return { doc: existing, victims: [] };
    const victims = makeRoom(await uploads.find({ userID: userId }), size, now);
    if (!victims) throw new RateLimitError(60, BUSY);
    for (const victim of victims) await uploads.deleteOne({ _id: victim._id });
    const at = now.toISOString();
    const doc: UploadDoc = {
      _id: uploadId(userId, hash),
      userID: userId,
      sha256: hash,
      size,
      received: 0,
      parts: [],
      folder: newPartsFolder(),
      createdAt: at,
      touchedAt: at,
    };
    await uploads.insertOne(doc);
    return { doc, victims };
  });
  for (const victim of victims) await deleteParts(deps.blobs, victim.folder);
  return doc;
}
