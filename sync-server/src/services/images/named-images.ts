// The content hashes of every image something still names: blogs (hero and images), avatars, photos
// devices uploaded for a blog not synced yet (the registry), and pictures kept in conflicts so their owner
// can restore them. Image blob keys carry their picture's hash (variants.ts, avatar.ts), so matching by
// hash holds even for URLs stored under another public base (a bucket URL set later, say).
import type { Deps } from '../../deps';
import { blogs } from '../blogs/blog-doc';
import { forEachPage } from '../scan';
import { CONFLICTS } from '../sync/conflicts';
import { IMAGES } from '../sync/images';
import { users } from '../users/user-doc';

const HASH = /[0-9a-f]{64}/g;

/** The picture's hash an image blob key starts its name with, or null for a key that is no image of ours. */
export function hashOfKey(key: string): string | null {
  return /^([0-9a-f]{64})[-.]/.exec(key.slice(key.lastIndexOf('/') + 1))?.[1] ?? null;
}

/** Every hash inside a stored value, however deep (a conflict keeps whole field values). */
function collectHashes(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') for (const [hash] of value.matchAll(HASH)) out.add(hash);
  else if (Array.isArray(value)) for (const item of value) collectHashes(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectHashes(item, out);
}

export async function namedImageHashes(deps: Pick<Deps, 'store'>): Promise<Set<string>> {
  const named = new Set<string>();
  const collect = (docs: unknown[]) => collectHashes(docs, named);
  // Page by page (scan.ts): the sweeps run hourly while the server answers requests.
  await forEachPage(blogs(deps), { imageData: 1 }, collect);
  await forEachPage(deps.store.collection(IMAGES), { ref: 1 }, collect);
  await forEachPage(users(deps), { avatar: 1 }, collect);
  await forEachPage(deps.store.collection(CONFLICTS), { kept: 1, lost: 1 }, collect);
  return named;
}
