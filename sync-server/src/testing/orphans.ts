// The no-orphan invariant: every stored blob is shown by some blog or avatar (or waits in the upload
// registry for its blog), and every image a blog or avatar shows is stored.
import { expect } from 'vitest';
import type { Deps } from '../deps';
import { blogs, imagesOf } from '../services/blogs/blog-doc';
import { blobKeyOf } from '../services/images/blob-key-of';
import { IMAGES, type ImageDoc } from '../services/sync/images';
import { users } from '../services/users/user-doc';

export async function expectNoOrphans(deps: Pick<Deps, 'store' | 'blobs'>): Promise<void> {
  const referenced = new Set<string>();
  for (const blog of await blogs(deps).find({})) {
    for (const ref of imagesOf(blog)) {
      for (const v of ref.variants) referenced.add(blobKeyOf(deps.blobs, v.url) ?? `foreign:${v.url}`);
    }
  }
  // Photos uploaded by hash wait in the registry for the blog that will name them (swept after a day).
  for (const doc of await deps.store.collection<ImageDoc>(IMAGES).find({})) {
    for (const v of doc.ref.variants) referenced.add(blobKeyOf(deps.blobs, v.url) ?? `foreign:${v.url}`);
  }
  for (const user of await users(deps).find({})) {
    if (user.avatar) referenced.add(blobKeyOf(deps.blobs, user.avatar) ?? `foreign:${user.avatar}`);
  }
  expect((await deps.blobs.list()).sort()).toEqual([...referenced].sort());
}
