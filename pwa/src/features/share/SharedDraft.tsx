import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import type { DraftRepository } from '../../data/draft-repository.ts';
import { openShares } from './share-draft.ts';
import { type ShareInbox, shareInbox } from './share-inbox.ts';
import { OPENING_SHARE, SHARE_NOT_KEPT } from './share-texts.ts';

interface SharedDraftProps {
  drafts: DraftRepository;
  /** The service worker could not keep the share (pwa/public/share-target.js). */
  failed: boolean;
  inbox?: ShareInbox;
}

/**
 * /new-blog?share=…, where the service worker sends a share from another app: the shares waiting on the
 * device become drafts and the newest opens in the form. With none waiting (a reload after that) the form
 * opens empty. A failure is shown and the share waits on the device for the next visit.
 */
export function SharedDraft({ drafts, failed, inbox }: SharedDraftProps) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(failed ? SHARE_NOT_KEPT : null);

  useEffect(() => {
    if (failed) return;
    let current = true;
    openShares(inbox ?? shareInbox(), drafts).then(
      (draftId) => {
        if (current)
          void navigate({ to: '/new-blog', search: draftId ? { draft: draftId } : {}, replace: true });
      },
      (caught) => current && setError(errorMessage(caught)),
    );
    return () => {
      current = false;
    };
  }, [drafts, failed, inbox, navigate]);

  return (
    <>
      <div role="status">{!error && <p>{OPENING_SHARE}</p>}</div>
      <div role="alert">{error && <p className="form-alert form-alert--error">{error}</p>}</div>
    </>
  );
}
