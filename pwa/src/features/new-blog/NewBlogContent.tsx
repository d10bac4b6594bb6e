import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { UserData } from '../../data/user-data.ts';
import { session } from '../../state/session.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { SharedDraft } from '../share/SharedDraft.tsx';
import { useUserData } from '../sync/use-user-data.ts';
import { NewBlogEditor } from './NewBlogEditor.tsx';
import './new-blog.css';

/** SPEC §2 /new-blog below its heading: the new blog form, its text and photos kept as a draft on the device. */
export function NewBlogContent() {
  const data = useUserData();
  const { user } = useSnapshot(session);
  const { share } = useSearch({ from: '/_auth/new-blog' });
  // Until the sync engine has opened the user's database (it loads beside this part); the guard keeps
  // visitors out, so otherwise this is the moment between signing out and leaving the page.
  if (!data || !user) return <p role="status">{FETCHING}</p>;
  if (share) return <SharedDraft drafts={data.drafts} failed={share === 'failed'} />;
  return <NewBlog key={data.userId} data={data} author={user.name} isDemoUser={user.isDemoUser} />;
}

interface Opened {
  draftId: string | null;
  /** Bumped for every draft opened, so each gets a fresh editor (and the one left saves what waits). */
  serial: number;
}

/**
 * The URL's `?draft=` names the draft in the form, so a reload reopens it. The editor's own first save
 * puts its id there (replacing the entry); any other change of the URL (back, forward, a link) opens
 * that draft instead.
 */
function NewBlog({ data, author, isDemoUser }: { data: UserData; author: string; isDemoUser: boolean }) {
  const navigate = useNavigate();
  const requested = useSearch({ from: '/_auth/new-blog' }).draft ?? null;
  const [seen, setSeen] = useState(requested);
  const [owned, setOwned] = useState(requested);
  const [opened, setOpened] = useState<Opened>({ draftId: requested, serial: 0 });

  if (requested !== seen) {
    setSeen(requested);
    if (requested !== owned) {
      setOwned(requested);
      setOpened({ draftId: requested, serial: opened.serial + 1 });
    }
  }

  const adopt = useCallback(
    (id: string) => {
      setOwned(id);
      void navigate({ to: '/new-blog', search: { draft: id }, replace: true });
    },
    [navigate],
  );

  const open = useCallback(
    (draftId: string | null, options = { replace: false }) => {
      setOwned(draftId);
      setOpened((current) => ({ draftId, serial: current.serial + 1 }));
      void navigate({ to: '/new-blog', search: draftId ? { draft: draftId } : {}, replace: options.replace });
    },
    [navigate],
  );

  return (
    <NewBlogEditor
      key={opened.serial}
      data={data}
      author={author}
      isDemoUser={isDemoUser}
      draftId={opened.draftId}
      focusTitle={opened.serial > 0}
      onDraftCreated={adopt}
      onOpen={open}
    />
  );
}
