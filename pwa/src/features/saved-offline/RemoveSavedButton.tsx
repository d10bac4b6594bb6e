import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import type { UserDb } from '../../data/db.ts';
import { removeInBrowser } from './browser-save.ts';
import { REMOVE } from './save-texts.ts';

/** Forgets a saved blog and frees its photos; `title` names it for screen readers in a list. */
export function RemoveSavedButton({ db, id, title }: { db: UserDb; id: string; title?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = () => {
    setBusy(true);
    setError(null);
    removeInBrowser(db, id).catch((e: unknown) => {
      setError(errorMessage(e));
      setBusy(false);
    });
  };
  return (
    <>
      <button
        type="button"
        className="button button--quiet"
        onClick={remove}
        disabled={busy}
        aria-label={title ? `${REMOVE} ${title}` : undefined}
      >
        {REMOVE}
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
