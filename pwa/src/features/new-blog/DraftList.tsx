import { type Ref, useId } from 'react';
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import type { LocalDraft } from '../../data/records.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { draftTitle, savedAt } from './new-blog-rules.ts';

export const NO_DRAFTS = 'no drafts to show!';

interface DraftListProps {
  /** Newest first; undefined while the live query loads. */
  drafts: readonly LocalDraft[] | undefined;
  /** The draft in the form, which is marked rather than offered to continue. */
  currentId: string | null;
  error: string | null;
  /** While the blog is being created the drafts stay as they are. */
  busy: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onContinue: (id: string) => void;
  onDelete: (id: string) => void;
  onNew: () => void;
}

/** The user's drafts on this device (and synced from their others), to continue or delete. */
export function DraftList({
  drafts,
  currentId,
  error,
  busy,
  headingRef,
  onContinue,
  onDelete,
  onNew,
}: DraftListProps) {
  const headingId = useId();
  return (
    <section className="new-blog__drafts" aria-labelledby={headingId}>
      <div className="new-blog__drafts-head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          your drafts
        </h2>
        <button type="button" className="button button--quiet" disabled={busy} onClick={onNew}>
          new draft
        </button>
      </div>
      <div role="alert">{error && <p className="form-alert form-alert--error">{error}</p>}</div>
      {drafts === undefined ? (
        <p role="status">{FETCHING}</p>
      ) : drafts.length === 0 ? (
        <p>{NO_DRAFTS}</p>
      ) : (
        <ul className="drafts">
          {drafts.map((draft) => {
            const title = draftTitle(draft);
            const at = savedAt(draft);
            const current = draft._id === currentId;
            return (
              <li key={draft._id} className="draft" aria-current={current ? 'true' : undefined}>
                <p className="draft__title">{title}</p>
                <p className="draft__saved">
                  last saved <time dateTime={at.toISOString()}>{`${formatDate(at)} ${formatTime(at)}`}</time>
                  {current && <span className="draft__open"> · open in the form</span>}
                </p>
                <div className="draft__actions">
                  {!current && (
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={`continue: ${title}`}
                      disabled={busy}
                      onClick={() => onContinue(draft._id)}
                    >
                      continue
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`delete draft: ${title}`}
                    disabled={busy}
                    onClick={() => onDelete(draft._id)}
                  >
                    delete draft
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
