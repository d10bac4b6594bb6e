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
  type DraftProblem,
  draftProblems,
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
  // After a create that stopped at a missing field, the problems are worked out afresh on every change,
  // so each message goes the moment its field is filled.
  const [checking, setChecking] = useState(false);
  // The server's refusal (or offline): about the whole form, so it goes with the admin's next change.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Bumped by "clear all" so the author picker starts afresh too (its search box included).
  const [cleared, setCleared] = useState(0);
  const problems = checking ? draftProblems(draft, author) : [];

  const clear = () => {
    setAuthor(null);
    setDraft(EMPTY_DRAFT);
    setChecking(false);
    setRefusal(null);
    setCleared((n) => n + 1);
  };

  /** Answers the first missing field, if any, for the form to focus; else sends the blog. */
  const create = (): DraftProblem | null => {
    if (creating || demoWriteBlocked()) return null;
    const [missing] = draftProblems(draft, author);
    setChecking(true);
    if (missing) return missing;
    if (!navigator.onLine) {
      setRefusal(OFFLINE_CREATE);
      return null;
    }
    void send();
    return null;
  };

  const send = async () => {
    setCreating(true);
    setRefusal(null);
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
      setRefusal(errorMessage(caught));
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
        errors={refusal ? [refusal] : problems.map((problem) => problem.message)}
        onAuthor={(next) => {
          setAuthor(next);
          setRefusal(null);
        }}
        onDraft={(change) => {
          setDraft((current) => ({ ...current, ...change }));
          setRefusal(null);
        }}
        onClear={clear}
        onCreate={create}
      />
    </div>
  );
}
