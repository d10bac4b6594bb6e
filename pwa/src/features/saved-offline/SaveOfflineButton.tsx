import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import type { UserDb } from '../../data/db.ts';
import type { SavedBlog, SavedDoc } from '../../data/saved-blogs.ts';
import { canSave, saveInBrowser } from './browser-save.ts';
import { RemoveSavedButton } from './RemoveSavedButton.tsx';
import {
  NO_LONGER_PUBLIC,
  SAVE_FOR_OFFLINE,
  SAVE_NEEDS_NETWORK,
  SAVED_FOR_OFFLINE,
  saveFailed,
  savingProgress,
} from './save-texts.ts';
import './saved-offline.css';

interface Props {
  db: UserDb;
  doc: SavedDoc;
  /** The saved copy; undefined while it is being read. */
  saved: SavedBlog | null | undefined;
  online: boolean;
}

/** On a public blog's page: save it for offline reading, its progress, and once saved a way to remove it. */
export function SaveOfflineButton({ db, doc, saved, online }: Props) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (saved === undefined || !canSave()) return null;

  const save = () => {
    setError(null);
    setProgress({ done: 0, total: 0 });
    saveInBrowser(db, doc, (done, total) => setProgress({ done, total }))
      .catch((e: unknown) => setError(saveFailed(errorMessage(e))))
      .finally(() => setProgress(null));
  };

  if (progress)
    return (
      <span className="save-offline" role="status">
        <progress max={progress.total || undefined} value={progress.total ? progress.done : undefined} />
        {savingProgress(progress.done, progress.total)}
      </span>
    );
  if (saved)
    return (
      <span className="save-offline">
        {saved.gone ? <span className="note">{NO_LONGER_PUBLIC}</span> : <span>{SAVED_FOR_OFFLINE}</span>}
        <RemoveSavedButton db={db} id={saved._id} />
      </span>
    );
  return (
    <span className="save-offline">
      <button type="button" className="button button--quiet" onClick={save} disabled={!online}>
        {SAVE_FOR_OFFLINE}
      </button>
      {!online && <span>{SAVE_NEEDS_NETWORK}</span>}
      {error && <span role="alert">{error}</span>}
    </span>
  );
}
