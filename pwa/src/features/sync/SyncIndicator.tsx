import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { restoredNotice } from '../../data/server-restored.ts';
import { SyncIssuesDialog } from './SyncIssuesDialog.tsx';
import { issuesLabel, summarize } from './status-text.ts';
import { dismissRestored, syncNow } from './sync-runtime.ts';
import { syncState } from './sync-state.ts';
import './sync.css';

/**
 * The header's sync status. The live region stays mounted (and polite) so each change is read out once;
 * buttons appear only when there is something to do: retry after a failure, or review conflicts and
 * refused changes. After the server was restored from a backup, it says what this device sent again.
 */
export function SyncIndicator() {
  const state = useSnapshot(syncState);
  const [reviewing, setReviewing] = useState(false);
  const summary = summarize(state);
  const issues = issuesLabel(state);
  const upload = state.phase === 'syncing' ? state.upload : null;

  return (
    <div className="sync-indicator">
      <p className={`sync-status sync-status--${summary?.tone ?? 'ok'}`} role="status" aria-live="polite">
        {summary?.text}
      </p>
      {upload && upload.total > 0 && (
        <progress
          className="sync-progress"
          max={upload.total}
          value={upload.sent}
          aria-label="photo upload"
        />
      )}
      {summary?.retry && (
        <button type="button" className="button button--quiet sync-button" onClick={syncNow}>
          retry
        </button>
      )}
      {issues && (
        <button type="button" className="button button--quiet sync-button" onClick={() => setReviewing(true)}>
          {issues}
        </button>
      )}
      {state.sentAgain > 0 && (
        <p className="sync-restored">
          {restoredNotice(state.sentAgain)}{' '}
          <button type="button" className="button button--quiet sync-button" onClick={dismissRestored}>
            dismiss
          </button>
        </p>
      )}
      {reviewing && <SyncIssuesDialog onClose={() => setReviewing(false)} />}
    </div>
  );
}
