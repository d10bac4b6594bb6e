import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { session } from '../../state/session.ts';
import { toast } from '../toasts/toast-store.ts';
import { AdminNewBlogForm } from './AdminNewBlogForm.tsx';
import {
  type AdminBlogDraft,
  type Author,
  blogFormData,
  CREATE_FAILED,
  CREATED,
  createdFor,
  EMPTY_DRAFT,
  greetingFor,
  OFFLINE_CREATE,
} from './admin-new-blog-rules.ts';
import { createAdminBlog } from './create-admin-blog.ts';
import '../admin/admin.css';
import './admin-new-blog.css';

/**
 * SPEC §2 /admin-new-blog: a blog created for any user. Online only: the photos go straight to the
 * server with the blog, and on success the app opens the new blog (SPEC §4).
 */
export function AdminNewBlogPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const { user } = useSnapshot(session);
  const [author, setAuthor] = useState<Author | null>(null);
  const [draft, setDraft] = useState<AdminBlogDraft>(EMPTY_DRAFT);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Bumped by "clear all" so the author picker starts afresh too (its search box included).
  const [cleared, setCleared] = useState(0);

  const clear = () => {
    setAuthor(null);
    setDraft(EMPTY_DRAFT);
    setError(null);
    setCleared((n) => n + 1);
  };

  const create = async () => {
    if (creating || demoWriteBlocked()) return;
    if (!navigator.onLine) return setError(OFFLINE_CREATE);
    setCreating(true);
    setError(null);
    try {
      const blog = await createAdminBlog(blogFormData(draft, author));
      toast(CREATED);
      toast(createdFor(author?.name ?? blog.author));
      clear();
      setCreating(false);
      await navigate({ to: '/user-blog/$blogId', params: { blogId: blog._id } });
    } catch (caught) {
      setCreating(false);
      // The demo notice already said why.
      if (caught instanceof ApiError && caught.handled) return;
      toast(CREATE_FAILED, 'error');
      setError(errorMessage(caught));
    }
  };

  return (
    <div className="page admin-new-blog">
      <h1>new blog for a user</h1>
      <p className="admin-new-blog__greeting">{greetingFor(user?.name ?? '')}</p>
      {!online && (
        <div className="admin-offline" role="status">
          <p>{OFFLINE_CREATE}</p>
        </div>
      )}
      <AdminNewBlogForm
        cleared={cleared}
        author={author}
        draft={draft}
        creating={creating}
        error={error}
        onAuthor={setAuthor}
        onDraft={(change) => setDraft((current) => ({ ...current, ...change }))}
        onClear={clear}
        onCreate={() => void create()}
      />
    </div>
  );
}
