import { useId } from 'react';
import { photosIn } from '../../data/photos.ts';
import type { RejectionIssue } from '../../data/sync-issues.ts';
import { copyOf, fieldName, isDeletedCopy, itemLabel, whenText } from './conflict-text.ts';

const WHAT = { create: 'Adding', update: 'Changing', delete: 'Deleting' } as const;

/** The photos a refusal names when it names nothing else: a photo refused for good, sent without. */
function photosOnly(fields: Record<string, unknown>): string[] {
  const keys = Object.keys(fields);
  return keys.length > 0 && keys.every((k) => k === 'heroImage' || k === 'imageUrls') ? photosIn(fields) : [];
}

/** What the refused write was: a change of an item, its photos, or the owner's choice on a conflict. */
function refusedWrite({ rejection, record, conflict }: RejectionIssue): string {
  const photos = rejection.entity === 'blog' ? photosOnly(rejection.fields).length : 0;
  if (photos > 0)
    return `${photos === 1 ? 'A photo' : `${photos} photos`} of ${itemLabel('blog', record ?? rejection.fields)}`;
  if (rejection.entity !== 'conflict')
    return `${WHAT[rejection.kind]} ${itemLabel(rejection.entity, record ?? rejection.fields)}`;
  if (!conflict) return 'Your choice on a conflict';
  // A deleted item's conflict is about the whole item, named from the copy it keeps.
  if (isDeletedCopy(conflict)) {
    const copy = copyOf(conflict) ?? record;
    const label = itemLabel(conflict.entity, copy);
    return copy ? `Your choice on the deleted ${label}` : `Your choice on ${label}`;
  }
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
