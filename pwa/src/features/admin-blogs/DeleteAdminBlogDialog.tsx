import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { DeleteBlogDialog } from '../blog-page/DeleteBlogDialog.tsx';
import { type AdminBlog, deleteAdminBlog } from './admin-blogs-api.ts';
import { OFFLINE_WRITE } from './admin-blogs-texts.ts';
import { CopyCodeButton } from './CopyCodeButton.tsx';

interface DeleteAdminBlogDialogProps {
  blog: AdminBlog;
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * SPEC §5 admin blog delete: the owner's typed-code dialog, with the typed code trimmed and a button that
 * copies the code (SPEC §7). Offline it refuses up front.
 */
export function DeleteAdminBlogDialog({ blog, onDeleted, onCancel }: DeleteAdminBlogDialogProps) {
  return (
    <DeleteBlogDialog
      blogTitle={blog.blogTitle}
      author={blog.author}
      kind="admin-blog"
      tools={(code) => <CopyCodeButton code={code} />}
      onConfirm={async () => {
        if (demoWriteBlocked()) return onCancel();
        if (!navigator.onLine) throw new Error(OFFLINE_WRITE);
        await deleteAdminBlog(blog._id);
        onDeleted();
      }}
      onCancel={onCancel}
    />
  );
}
