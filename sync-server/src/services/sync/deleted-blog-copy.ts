// A blog kept in a `deleted` conflict (blogs/blog-writes.ts deleteBlogTx) comes back through an ordinary
// create under the conflict's id. The device sends the fields it holds and names the photos by hash; what
// it cannot send comes from the kept copy: the photos' stored references (photos the website or the seed
// stored never went through the upload registry, and the conflict kept them from being released:
// images.ts releaseIfUnused) and an admin's suspension, which an undo does not lift.
import type { ImageRef } from '../../../../shared/entities/image';
import type { LockedStore } from '../../ports/document-store';
import { type BlogDoc, imagesOf } from '../blogs/blog-doc';
import { openDeletedCopy } from './conflicts';

export interface DeletedBlogCopy {
  /** The kept copy's photos by hash; empty when `id` undoes nothing. */
  photos: ReadonlyMap<string, ImageRef>;
  moderation: { suspended?: true };
}

export async function deletedBlogCopy(tx: LockedStore, owner: string, id: string): Promise<DeletedBlogCopy> {
  const conflict = await openDeletedCopy(tx, owner, 'blog', id);
  const copy = conflict?.lost as Partial<BlogDoc> | null | undefined;
  if (!copy?.imageData) return { photos: new Map(), moderation: {} };
  return {
    photos: new Map(imagesOf({ imageData: copy.imageData }).map((ref): [string, ImageRef] => [ref.id, ref])),
    moderation: copy.suspended === true ? { suspended: true } : {},
  };
}
