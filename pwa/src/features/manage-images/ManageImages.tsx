import type { UserData } from '../../data/user-data.ts';
import { AppLink } from '../layout/AppLink.tsx';
import { BlogImagesEditor } from './BlogImagesEditor.tsx';
import { FETCHING } from './image-texts.ts';
import { useOwnBlog } from './use-own-blog.ts';
import './manage-images.css';

/** SPEC §2 image management (/manage-images/{blogID}) for one of the signed-in user's own blogs. */
export function ManageImages({ data, blogId }: { data: UserData; blogId: string }) {
  const blog = useOwnBlog(data, blogId);
  if (blog === undefined) {
    return (
      <div className="page manage-images">
        <h1>manage images</h1>
        <p role="status">{FETCHING}</p>
      </div>
    );
  }
  if (blog === null) {
    return (
      <div className="page page--narrow manage-images">
        <h1>blog not found</h1>
        <p>
          This blog is not among your blogs on this device: it may have been deleted, or the link is wrong.
        </p>
        <p>
          <AppLink to="/user-blogs">back to my blogs</AppLink>
        </p>
      </div>
    );
  }
  return <BlogImagesEditor data={data} blog={blog} />;
}
