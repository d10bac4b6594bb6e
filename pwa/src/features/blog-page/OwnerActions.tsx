import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { LocalBlog } from '../../data/records.ts';
import type { UserData } from '../../data/user-data.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { DeleteBlogDialog } from './DeleteBlogDialog.tsx';
import { EditBlogDialog } from './EditBlogDialog.tsx';
import { formOf } from './edit-changes.ts';

interface OwnerActionsProps {
  data: UserData;
  /** The owner's own record (db.blogs), whichever page shows the buttons. */
  blog: LocalBlog;
  /** Told when a delete starts (true) or fails (false): the page then expects the record to vanish. */
  onDeleting?: (deleting: boolean) => void;
}

/**
 * SPEC §2: update, delete and images, for the blog's owner only. Writes go through the repository
 * (local first, synced in the background), so they work offline too.
 */
export function OwnerActions({ data, blog, onDeleting }: OwnerActionsProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);

  const remove = async () => {
    if (demoWriteBlocked()) return close();
    onDeleting?.(true);
    try {
      await data.blogs.remove(blog._id);
    } catch (caught) {
      onDeleting?.(false);
      throw caught;
    }
    await navigate({ to: '/user-blogs' });
  };

  return (
    <div className="owner-actions">
      <button type="button" className="button" onClick={() => setOpen('edit')}>
        update
      </button>
      <button type="button" className="button button--danger" onClick={() => setOpen('delete')}>
        delete
      </button>
      <Link to="/manage-images/$blogId" params={{ blogId: blog._id }} className="button button--quiet">
        images
      </Link>
      {open === 'edit' && (
        <EditBlogDialog
          initial={formOf(blog)}
          onSave={async (changes) => {
            if (demoWriteBlocked()) return;
            await data.blogs.update(blog._id, changes);
          }}
          onClose={close}
        />
      )}
      {open === 'delete' && (
        <DeleteBlogDialog blogTitle={blog.blogTitle} onConfirm={remove} onCancel={close} />
      )}
    </div>
  );
}
