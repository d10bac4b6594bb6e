import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { EditBlogDialog } from '../blog-page/EditBlogDialog.tsx';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { type AdminBlog, formOfBlog, updateAdminBlog } from './admin-blogs-api.ts';
import { OFFLINE_WRITE } from './admin-blogs-texts.ts';

interface UpdateBlogDialogProps {
  blog: AdminBlog;
  /** After the server took the changes: the screen says so and reloads the list. */
  onUpdated: (blog: AdminBlog) => void;
  onClose: () => void;
}

/**
 * SPEC §2 "update blog as admin": the owner's form plus suspended. The author is the owner's name,
 * shown but never sent. A refusal's message stays in the dialog; offline it refuses up front.
 */
export function UpdateBlogDialog({ blog, onUpdated, onClose }: UpdateBlogDialogProps) {
  return (
    <EditBlogDialog
      title="update blog as admin"
      initial={formOfBlog(blog)}
      author={blog.author}
      moreFlags={(form, change) => (
        <CheckboxField
          label="suspended"
          name="suspended"
          checked={form.suspended}
          onChange={(suspended) => change({ suspended })}
        />
      )}
      onSave={async (changes) => {
        if (demoWriteBlocked()) return;
        if (!navigator.onLine) throw new Error(OFFLINE_WRITE);
        onUpdated(await updateAdminBlog(blog, changes));
      }}
      onClose={onClose}
    />
  );
}
