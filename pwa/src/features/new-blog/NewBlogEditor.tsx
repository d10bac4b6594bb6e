import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import type { UserData } from '../../data/user-data.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { toast } from '../toasts/toast-store.ts';
import { DraftList } from './DraftList.tsx';
import { parkedText, unpark } from './draft-stash.ts';
import { NewBlogForm } from './NewBlogForm.tsx';
import {
  CREATE_FAILED,
  type DraftText,
  EMPTY_TEXT,
  newestFirst,
  savedAt,
  textOfDraft,
} from './new-blog-rules.ts';
import { useCountrySuggestion } from './use-country-suggestion.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { useDraftPhotos } from './use-draft-photos.ts';

interface NewBlogEditorProps {
  data: UserData;
  author: string;
  isDemoUser: boolean;
  /** The draft to continue, or null for a new one. */
  draftId: string | null;
  /** Opened from the list or "new draft" (not on arrival): the title field takes focus. */
  focusTitle: boolean;
  onDraftCreated: (id: string) => void;
  /** Opens a draft (or a new one, null) in a fresh editor. */
  onOpen: (id: string | null, options?: { replace: boolean }) => void;
}

/** One draft in the form, with the user's drafts beside it; creating the blog turns the draft into it. */
export function NewBlogEditor({
  data,
  author,
  isDemoUser,
  draftId,
  focusTitle,
  onDraftCreated,
  onOpen,
}: NewBlogEditorProps) {
  const { db, drafts, blogs, userId } = data;
  const navigate = useNavigate();
  const [text, setText] = useState<DraftText | null>(() =>
    draftId ? null : (parkedText(userId, null) ?? EMPTY_TEXT),
  );
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const draftsHeading = useRef<HTMLHeadingElement>(null);
  const autosave = useDraftAutosave({
    userId,
    drafts,
    draftId,
    enabled: !isDemoUser,
    onCreated: onDraftCreated,
  });
  const { schedule, ensureDraft } = autosave;
  const latestText = useRef(text);
  useEffect(() => {
    latestText.current = text;
  });
  const photos = useDraftPhotos(
    drafts,
    useCallback(() => ensureDraft(latestText.current ?? EMPTY_TEXT), [ensureDraft]),
  );
  const { load: loadPhotos } = photos;
  const list = useLiveQuery(async () => newestFirst(await db.drafts.toArray()), [db]);

  // Opens the draft, with any text parked when the page last went away before its save finished.
  useEffect(() => {
    const restore = (parked: DraftText | null) => {
      if (!parked) return;
      unpark(userId);
      schedule(parked);
    };
    if (!draftId) {
      restore(parkedText(userId, null));
      return;
    }
    let current = true;
    Promise.all([db.drafts.get(draftId), drafts.photos(draftId)]).then(
      ([found, kept]) => {
        if (!current) return;
        // A draft deleted meanwhile (or elsewhere, then synced) cannot be continued: start a new one.
        if (!found) return onOpen(null, { replace: true });
        loadPhotos(kept);
        const parked = parkedText(userId, draftId, savedAt(found));
        setText(parked ?? textOfDraft(found));
        restore(parked);
      },
      (failure) => current && setDraftError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [db, drafts, userId, draftId, onOpen, schedule, loadPhotos]);

  const loaded = text !== null;
  useEffect(() => {
    if (loaded && focusTitle) titleInput.current?.focus();
  }, [loaded, focusTitle]);

  const changeText = (change: Partial<DraftText>) => {
    if (!text) return;
    const next = { ...text, ...change };
    setText(next);
    autosave.schedule(next);
  };
  const countryPrompt = useCountrySuggestion(photos.photos, text?.country ?? '', (country) =>
    changeText({ country }),
  );

  const create = async () => {
    if (!text || creating || demoWriteBlocked()) return;
    setCreating(true);
    setError(null);
    // The draft holds the latest text and photos whatever happens next: a failed create leaves it to
    // try again.
    const [picked] = await Promise.all([photos.ready(), autosave.flush()]);
    let id: string;
    try {
      id = await blogs.create({ ...text, ...picked });
    } catch (caught) {
      toast(CREATE_FAILED, 'error');
      setError(errorMessage(caught));
      setCreating(false);
      return;
    }
    const done = await autosave.stop();
    if (done) await drafts.remove(done).catch((failure) => console.error('draft not removed', failure));
    await navigate({ to: '/user-blog/$blogId', params: { blogId: id } });
  };

  const openOther = async (id: string | null) => {
    // The next editor reads the draft back: everything of this one is saved first.
    await Promise.all([autosave.flush(), photos.ready()]);
    onOpen(id);
  };

  const removeDraft = async (id: string) => {
    if (demoWriteBlocked()) return;
    setDraftError(null);
    const isCurrent = id === autosave.currentId;
    try {
      // The form's own draft stops saving first, or its last keystrokes would bring it back.
      if (isCurrent) await autosave.stop();
      await drafts.remove(id);
    } catch (caught) {
      setDraftError(errorMessage(caught));
      return;
    }
    if (isCurrent) onOpen(null);
    else draftsHeading.current?.focus();
  };

  return (
    <div className="new-blog__layout">
      {text ? (
        <NewBlogForm
          author={author}
          text={text}
          photos={photos}
          countryPrompt={countryPrompt}
          creating={creating}
          error={error}
          saveState={isDemoUser ? null : autosave.state}
          titleRef={titleInput}
          onText={changeText}
          onCreate={() => void create()}
        />
      ) : (
        <p role="status">{FETCHING}</p>
      )}
      <DraftList
        drafts={list}
        currentId={autosave.currentId}
        error={draftError}
        busy={creating}
        headingRef={draftsHeading}
        onContinue={(id) => void openOther(id)}
        onDelete={(id) => void removeDraft(id)}
        onNew={() => void openOther(null)}
      />
    </div>
  );
}
