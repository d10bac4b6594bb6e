// The no-orphan invariant: every stored blob is shown by some blog or avatar, and every image a blog or
// avatar shows is stored.
import { expect } from 'vitest';
import type { Deps } from '../deps';
import { blogs, imagesOf } from '../services/blogs/blog-doc';
import { blobKeyOf } from '../services/images/blob-key-of';
import { users } from '../services/users/user-doc';

export async function expectNoOrphans(deps: Pick<Deps, 'store' | 'blobs'>): Promise<void> {
  const referenced = new Set<string>();
  for (const blog of await blogs(deps).find({})) {
    for (const ref of imagesOf(blog)) {
      for (const v of ref.variants) referenced.add(blobKeyOf(deps.blobs, v.url) ?? `foreign:${v.url}`);
    }
  }
  for (const user of await users(deps).find({})) {
    if (user.avatar) referenced.add(blobKeyOf(deps.blobs, user.avatar) ?? `foreign:${user.avatar}`);
  }
  expect((await deps.blobs.list()).sort()).toEqual([...referenced].sort());
}
