import { useId } from 'react';
import type { RejectionIssue } from '../../data/sync-issues.ts';
import { itemLabel, whenText } from './conflict-text.ts';

const WHAT = { create: 'Adding', update: 'Changing', delete: 'Deleting' } as const;

/** One write the server refused, with its reason; the device already went back to the server's version. */
export function RejectionItem({ issue, onDismiss }: { issue: RejectionIssue; onDismiss: () => void }) {
  const { rejection, record } = issue;
  const describedBy = useId();
  const subject = itemLabel(rejection.entity, record ?? rejection.fields);
  return (
    <li className="sync-item">
      <p id={describedBy}>
        {WHAT[rejection.kind]} {subject} was refused: {rejection.reason}
      </p>
      <p>{whenText(rejection.at)}</p>
      <div className="sync-item__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-describedby={describedBy}
          onClick={onDismiss}
        >
          dismiss
        </button>
      </div>
    </li>
  );
}
