// DELETE /api/blogs/{id} (owner) and /api/blogs/admin-delete/{id} (admin): the blog goes, then its
// images that no other blog shows, then the owner's counters are recounted.
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { withBlogFeed } from '../sync/blog-feed';
import { BLOG_NOT_FOUND, type BlogDoc, blogs, imagesOf } from './blog-doc';
import { recountUserBlogs } from './recount';
import { releaseImages } from './release-images';

export async function deleteBlog(
  deps: Pick<Deps, 'store' | 'blobs'>,
  id: string,
  filter: { userID?: string },
): Promise<BlogDoc> {
  const blog = await blogs(deps).findOne({ _id: id, ...filter });
  if (!blog) throw new NotFoundError(BLOG_NOT_FOUND);
  const deleted = await withBlogFeed(deps, id, blog.userID, () => blogs(deps).deleteOne({ _id: id }));
  if (deleted === 0) throw new NotFoundError(BLOG_NOT_FOUND);
  await releaseImages(deps, imagesOf(blog));
  await recountUserBlogs(deps, blog.userID);
  return blog;
}
