import { useParams } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { UserData } from '../../data/user-data.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { session } from '../../state/session.ts';
import { DELETING, FETCHING } from '../alerts/loading-texts.ts';
import { BlogUnavailable } from '../blogs/BlogUnavailable.tsx';
import { useBlogPhotos } from '../blogs/use-blog-photos.ts';
import { useOwnBlog } from '../blogs/use-own-blog.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { BlogArticle } from './BlogArticle.tsx';
import { BlogDetails } from './BlogDetails.tsx';
import { viewOfLocal } from './blog-view.ts';
import { OtherUsersBlog } from './OtherUsersBlog.tsx';
import { OwnerActions } from './OwnerActions.tsx';

/**
 * SPEC §2 /user-blog/{blogID}: the signed-in user's own blog, read live from their database (so it works
 * offline). For an admin, a blog that is not theirs is read from the server instead (OtherUsersBlog).
 */
export function OwnBlogPage() {
  const { blogId } = useParams({ from: '/_auth/user-blog/$blogId' });
  const data = useUserData();
  // The guard keeps visitors out; this covers the moment between signing out and leaving the page.
  if (!data) return null;
  return <OwnBlog key={`${data.userId}/${blogId}`} data={data} blogId={blogId} />;
}

function OwnBlog({ data, blogId }: { data: UserData; blogId: string }) {
  const online = useOnline();
  const found = useOwnBlog(data.db, blogId, online);
  const blog = found.state === 'found' ? found.blog : undefined;
  const photos = useBlogPhotos(data.db, blog);
  const { user } = useSnapshot(session);
  const [deleting, setDeleting] = useState(false);
  const view = useMemo(() => {
    if (!blog) return null;
    const shown = viewOfLocal(blog);
    // A blog written on this device has no author until the server stamps the owner's name.
    return { ...shown, author: shown.author || (user?.name ?? '') };
  }, [blog, user?.name]);

  let content: ReactNode;
  if (found.state === 'loading') content = <p role="status">{FETCHING}</p>;
  else if (!blog || !view) {
    if (deleting) content = <p role="status">{DELETING}</p>;
    // Not on the device, so not the admin's own: another user's blog, which an admin may read.
    else if (user?.isAdmin) content = <OtherUsersBlog blogId={blogId} />;
    else content = <BlogUnavailable back="/user-blogs" backLabel="back to my blogs" />;
  } else
    content = (
      <BlogArticle
        blog={view}
        photos={photos}
        details={<BlogDetails blog={view} own pending={blog.pending === 1} />}
        actions={<OwnerActions data={data} blog={blog} onDeleting={setDeleting} />}
      />
    );
  return <div className="page blog-page">{content}</div>;
}
