// Image blobs nothing names are removed, like the sync uploads: what a crash between storing a new blog's
// images and saving the blog leaves behind (REST uploads keep no record until their blog is saved). The
// BlobStore tells no ages, so a blob's grace period counts from the first sweep that found it unnamed,
// noted in the store (it holds across restarts and instances): a request still under way then has long
// saved its blog by the time the period ends. Temp files of interrupted writes go in the same pass.
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { hashOfKey, namedImageHashes } from './named-images';

export const ORPHANS = 'orphan_blobs';
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Where image blobs live; upload parts (uploads/) have their own sweep (sync/upload-sweep.ts). */
const IMAGE_PREFIXES = ['img/', 'avatars/'];

interface OrphanMark {
  _id: string;
  seenAt: string;
}

/** Answers how many blobs went. */
export async function sweepOrphanImages(
  deps: Pick<Deps, 'store' | 'blobs'>,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_GRACE_MS);
  await deps.blobs.sweepLeftovers(cutoff);
  // Listed before the names are read: a blob whose blog is saved meanwhile counts as named.
  const keys = (await Promise.all(IMAGE_PREFIXES.map((prefix) => deps.blobs.list(prefix)))).flat();
  const named = await namedImageHashes(deps);
  const marks = deps.store.collection<OrphanMark>(ORPHANS);
  const seen = new Map((await marks.find({})).map((m) => [m._id, m.seenAt]));
  const unnamed = keys.filter((key) => {
    const hash = hashOfKey(key);
    return hash !== null && !named.has(hash);
  });
  const until = cutoff.toISOString();
  const overdue = unnamed.filter((key) => {
    const noted = seen.get(key);
    return noted !== undefined && noted <= until;
  });
  // The names are read page by page (named-images.ts): a photo that moved meanwhile from the upload
  // registry into a blog already read past is named by neither page. A second reading, begun after the
  // first ended, sees the blog; only what is unnamed in both goes.
  const again = overdue.length > 0 ? await namedImageHashes(deps) : named;
  const expired = new Set(overdue.filter((key) => !again.has(hashOfKey(key) ?? '')));
  await deps.blobs.deleteMany([...expired]);

  // Marks of blobs named again or gone are dropped; a blob found unnamed for the first time gets one.
  const waiting = new Set(unnamed.filter((key) => !expired.has(key)));
  const stale = [...seen.keys()].filter((key) => !waiting.has(key));
  if (stale.length > 0) await marks.deleteMany({ _id: { $in: stale } });
  for (const key of waiting) {
    if (seen.has(key)) continue;
    await marks.insertOne({ _id: key, seenAt: now.toISOString() }).catch((error: unknown) => {
      // Another instance noted it first.
      if (!(error instanceof DuplicateKeyError)) throw error;
    });
  }
  return expired.size;
}
