// SPEC §7's image calls on a blog: delete one, replace one (or the hero), add several, delete all.
import type { ImageData, ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { assertPhotoCount } from '../quotas/document-size';
import { quotaLimits } from '../quotas/limits';
import { BLOG_NOT_FOUND, type BlogDoc, blogs } from './blog-doc';
import { appendImages, editImages } from './edit-images';
import { releaseImages } from './release-images';
import { uploadImages } from './upload-images';

type Scope = { userID?: string };
type BlogDeps = Pick<Deps, 'store' | 'blobs' | 'quotas'>;

const NO_SUCH_IMAGE = 'That image is not on this blog';

/**
 * Uploads files for a blog the caller may edit (checked first, with `added` more photos against the
 * gallery's limit, so a stranger's upload or one too many costs no encoding), applies the edit, and
 * releases the uploads again if the edit fails.
 */
async function withUploads(
  deps: BlogDeps,
  scope: Scope,
  blogID: string,
  files: readonly Uint8Array[],
  apply: (refs: ImageRef[]) => Promise<BlogDoc>,
  added = 0,
): Promise<BlogDoc> {
  const blog = await blogs(deps).findOne({ _id: blogID, ...scope }, { projection: { _id: 1, imageData: 1 } });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  const shown = blog.imageData.imageUrls.length;
  assertPhotoCount(shown + added, quotaLimits(deps), shown);
  const uploaded = await uploadImages(deps, files);
  try {
    const blog = await apply(uploaded.refs);
    await uploaded.confirm();
    return blog;
  } catch (error) {
    await releaseImages(deps, uploaded.refs);
    throw error;
  }
}

function requireImage(current: ImageData, imgID: string): void {
  if (!current.imageUrls.some((r) => r.id === imgID)) throw new NotFoundError(NO_SUCH_IMAGE);
}

export function deleteImage(
  deps: BlogDeps,
  scope: Scope,
  input: { blogID: string; imgID: string; deleteHero: boolean },
): Promise<BlogDoc> {
  return editImages(deps, input.blogID, scope, (current) => {
    if (input.deleteHero) {
      if (!current.heroImage) throw new NotFoundError('This blog has no hero image');
      return { ...current, heroImage: null };
    }
    requireImage(current, input.imgID);
    return { ...current, imageUrls: current.imageUrls.filter((r) => r.id !== input.imgID) };
  });
}

/** Replaces image imgID in place, or the hero when hero is set (adding one if the blog had none). */
export async function replaceImage(
  deps: BlogDeps,
  scope: Scope,
  input: { blogID: string; imgID: string; hero: boolean },
  file: Uint8Array,
): Promise<BlogDoc> {
  return withUploads(deps, scope, input.blogID, [file], ([next]) => {
    if (!next) throw new Error('an upload of one file answers one image');
    return editImages(deps, input.blogID, scope, (current) => {
      if (input.hero) return { ...current, heroImage: next };
      requireImage(current, input.imgID);
      const others = current.imageUrls.filter((r) => r.id !== input.imgID);
      // Replacing with a picture the blog already shows elsewhere just drops the replaced one.
      if (others.some((r) => r.id === next.id)) return { ...current, imageUrls: others };
      return { ...current, imageUrls: current.imageUrls.map((r) => (r.id === input.imgID ? next : r)) };
    });
  });
}

export async function addImages(
  deps: BlogDeps,
  scope: Scope,
  blogID: string,
  files: Uint8Array[],
): Promise<BlogDoc> {
  return withUploads(
    deps,
    scope,
    blogID,
    files,
    (refs) => editImages(deps, blogID, scope, (current) => appendImages(current, refs)),
    files.length,
  );
}

/** Deletes every image of the gallery; the hero stays (it has its own replace and delete). */
export function deleteAllImages(deps: BlogDeps, scope: Scope, blogID: string): Promise<BlogDoc> {
  return editImages(deps, blogID, scope, (current) => ({ ...current, imageUrls: [] }));
}
