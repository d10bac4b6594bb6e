import { type ReactNode, useMemo } from 'react';
import { useOnline } from '../../pwa/use-online.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { BlogUnavailable } from '../blogs/BlogUnavailable.tsx';
import { useBlogPhotos } from '../blogs/use-blog-photos.ts';
import { AppLink } from '../layout/AppLink.tsx';
import { BlogArticle } from './BlogArticle.tsx';
import { BlogDetails } from './BlogDetails.tsx';
import { publicPhotoFields, viewOf } from './blog-view.ts';
import { OTHER_USERS_BLOG_OFFLINE, SUSPENDED_NOTE } from './page-texts.ts';
import { useAdminBlog } from './use-admin-blog.ts';

const ADMIN_BLOGS = { back: '/admin-blogs', backLabel: 'back to all blogs' } as const;

/**
 * /user-blog/{id} for an admin when the blog is another user's (SPEC §6: an admin may open any blog):
 * read from the server, shown like the owner's page, with a way back to the admin list instead of the
 * owner's buttons (the admin changes it from there).
 */
export function OtherUsersBlog({ blogId }: { blogId: string }) {
  const online = useOnline();
  const found = useAdminBlog(blogId, online);
  const doc = found.state === 'found' ? found.doc : null;
  const view = useMemo(() => (doc ? viewOf(doc) : null), [doc]);
  // Not the admin's own photos: nothing of them is on this device, and nothing is kept.
  const photos = useBlogPhotos(
    null,
    useMemo(() => (doc ? publicPhotoFields(doc) : undefined), [doc]),
  );

  let content: ReactNode;
  if (found.state === 'loading') content = <p role="status">{FETCHING}</p>;
  else if (found.state === 'offline')
    content = (
      <BlogUnavailable title="blog needs the network" reason={OTHER_USERS_BLOG_OFFLINE} {...ADMIN_BLOGS} />
    );
  else if (found.state === 'failed')
    content = <BlogUnavailable title="blog not available" reason={found.error} {...ADMIN_BLOGS} />;
  else if (!view) content = <BlogUnavailable {...ADMIN_BLOGS} />;
  else
    content = (
      <BlogArticle
        blog={view}
        photos={photos}
        details={
          <>
            <BlogDetails blog={view} own />
            {doc?.suspended === true && <p className="blog-details__suspended">{SUSPENDED_NOTE}</p>}
          </>
        }
        actions={
          <AppLink to="/admin-blogs" className="button button--quiet">
            back to all blogs
          </AppLink>
        }
      />
    );
  return content;
}
