import { useId } from 'react';
import type { RejectionIssue } from '../../data/sync-issues.ts';
import { fieldName, itemLabel, whenText } from './conflict-text.ts';

const WHAT = { create: 'Adding', update: 'Changing', delete: 'Deleting' } as const;

/** What the refused write was: a change of an item, or the owner's choice on a conflict. */
function refusedWrite({ rejection, record, conflict }: RejectionIssue): string {
  if (rejection.entity !== 'conflict')
    return `${WHAT[rejection.kind]} ${itemLabel(rejection.entity, record ?? rejection.fields)}`;
  if (!conflict) return 'Your choice on a conflict';
  return `Your choice on the ${fieldName(conflict.field)} of ${itemLabel(conflict.entity, record)}`;
}

/** One write the server refused, with its reason; the device already went back to the server's version. */
export function RejectionItem({ issue, onDismiss }: { issue: RejectionIssue; onDismiss: () => void }) {
  const describedBy = useId();
  return (
    <li className="sync-item">
      <p id={describedBy}>
        {refusedWrite(issue)} was refused: {issue.rejection.reason}
      </p>
      <p>{whenText(issue.rejection.at)}</p>
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
