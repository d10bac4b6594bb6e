// Partial uploads no chunk reached within the TTL are given up (the device gave up on the photo, or its
// owner deleted the blog before it synced), and parts no record names any more (a server that stopped
// between a record's removal and its parts') go with them.
import type { Deps } from '../../deps';
import { UPLOAD_TTL_MS, UPLOADS, type UploadDoc } from './upload-doc';
import { dropUpload } from './upload-finish';
import { UPLOAD_PARTS_PREFIX } from './upload-parts';

const folderOf = (key: string): string => key.split('/').slice(0, 2).join('/');

export async function sweepAbandonedUploads(
  deps: Pick<Deps, 'store' | 'blobs'>,
  now = new Date(),
): Promise<number> {
  const uploads = deps.store.collection<UploadDoc>(UPLOADS);
  const cutoff = new Date(now.getTime() - UPLOAD_TTL_MS).toISOString();
  const stale = await uploads.find({ touchedAt: { $lt: cutoff } });
  for (const doc of stale) await dropUpload(deps, doc);
  // Listed before the records are read: a record is made before its first part, so a part listed here
  // whose folder no record names belongs to an upload that was already gone.
  const keys = await deps.blobs.list(UPLOAD_PARTS_PREFIX);
  const live = new Set((await uploads.find({}, { projection: { folder: 1 } })).map((u) => u.folder));
  await deps.blobs.deleteMany(keys.filter((key) => !live.has(folderOf(key))));
  return stale.length;
}
