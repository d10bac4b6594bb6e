import type { UserData } from '../../data/user-data.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { BlogUnavailable } from '../blogs/BlogUnavailable.tsx';
import { useOwnBlog } from '../blogs/use-own-blog.ts';
import { BlogImagesEditor } from './BlogImagesEditor.tsx';
import './manage-images.css';

/** SPEC §2 image management (/manage-images/{blogID}) for one of the signed-in user's own blogs. */
export function ManageImages({ data, blogId }: { data: UserData; blogId: string }) {
  const found = useOwnBlog(data.db, blogId, useOnline());
  if (found.state === 'loading') {
    return (
      <div className="page manage-images">
        <h1>manage images</h1>
        <p role="status">{FETCHING}</p>
      </div>
    );
  }
  if (found.state === 'missing') {
    return (
      <div className="page page--narrow manage-images">
        <BlogUnavailable
          reason="This blog is not among your blogs on this device: it may have been deleted, or the link is wrong."
          back="/user-blogs"
          backLabel="back to my blogs"
        />
      </div>
    );
  }
  return <BlogImagesEditor data={data} blog={found.blog} />;
}
