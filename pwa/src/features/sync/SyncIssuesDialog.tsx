import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { dismissRejection, keepKeptValue, restoreLostValue } from '../../data/conflict-actions.ts';
import { type ConflictIssue, loadIssues } from '../../data/sync-issues.ts';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { ConflictItem } from './ConflictItem.tsx';
import { ENTITY_NAMES, isDeletedCopy } from './conflict-text.ts';
import { RejectionItem } from './RejectionItem.tsx';
import { useUserData } from './use-user-data.ts';

/** What the dialog says once a choice on a conflict is made. */
function doneText({ conflict }: ConflictIssue) {
  if (!isDeletedCopy(conflict))
    return { kept: 'Kept as it is.', restored: 'The other version will be synced.' };
  const what = ENTITY_NAMES[conflict.entity];
  return { kept: `The ${what} stays deleted.`, restored: `The ${what} will be restored.` };
}

/** A modal listing conflicts (with a choice of version each) and refused changes. Render only while open. */
export function SyncIssuesDialog({ onClose }: { onClose: () => void }) {
  const data = useUserData();
  // With this device's id, so the versions it wrote read "this device". One query: read apart, the list
  // could show first and name this device by its browser until the id came in.
  const shown = useLiveQuery(async () => {
    if (!data) return undefined;
    const [issues, sync] = await Promise.all([loadIssues(data.db), data.db.meta.get('sync')]);
    return { issues, clientId: sync?.clientId ?? null };
  }, [data]);
  const issues = shown?.issues;
  const clientId = shown?.clientId;
  const [message, setMessage] = useState('');
  const close = useRef<HTMLButtonElement>(null);

  const act = (action: () => Promise<unknown>, done: string) => () => {
    action()
      .then(
        (result) =>
          setMessage(result === false ? 'That item was deleted, so there is nothing to restore.' : done),
        (error: unknown) => setMessage(errorMessage(error)),
      )
      // The item acted on leaves the list with its buttons: focus moves to one that stays in the dialog.
      .finally(() => close.current?.focus());
  };
  const db = data?.db;
  const conflicts = issues?.conflicts ?? [];
  const rejections = issues?.rejections ?? [];

  return (
    <DialogFrame
      role="dialog"
      title="Changes to review"
      className="sync-dialog"
      initialFocus={close}
      onCancel={onClose}
    >
      {db && conflicts.length > 0 && (
        <section>
          <h3>Conflicts</h3>
          <p>The server kept one version of each. Keep it, or use the other one instead.</p>
          <ul className="sync-list">
            {conflicts.map((issue) => (
              <ConflictItem
                key={issue.conflict._id}
                issue={issue}
                clientId={clientId ?? null}
                onKeep={act(() => keepKeptValue(db, issue.conflict._id), doneText(issue).kept)}
                onRestore={act(() => restoreLostValue(db, issue.conflict._id), doneText(issue).restored)}
              />
            ))}
          </ul>
        </section>
      )}
      {db && rejections.length > 0 && (
        <section>
          <h3>Refused changes</h3>
          <p>The server did not accept these changes, so this device shows the server's version again.</p>
          <ul className="sync-list">
            {rejections.map((issue) => (
              <RejectionItem
                key={issue.rejection.localId}
                issue={issue}
                onDismiss={act(() => dismissRejection(db, issue.rejection.localId as number), 'Dismissed.')}
              />
            ))}
          </ul>
        </section>
      )}
      {issues && conflicts.length === 0 && rejections.length === 0 && <p>Nothing to review.</p>}
      <p className="dialog__progress" role="status">
        {message}
      </p>
      <div className="dialog__actions">
        <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
          close
        </button>
      </div>
    </DialogFrame>
  );
}
