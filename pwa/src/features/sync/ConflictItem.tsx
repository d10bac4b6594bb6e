import { useId } from 'react';
import type { ConflictIssue } from '../../data/sync-issues.ts';
import { ConflictVersions } from './ConflictVersions.tsx';
import { changedWhere, deletedText, fieldName, isDeletedCopy, itemLabel, whenText } from './conflict-text.ts';

interface ConflictItemProps {
  issue: ConflictIssue;
  /** This device's clientId, so a version it wrote says "this device". */
  clientId: string | null;
  onKeep: () => void;
  onRestore: () => void;
}

/**
 * One conflict: what was changed where, the version kept and the other with who wrote each, the choice.
 * "use the other version" puts back the whole other version (for a merged story: the other paragraph with
 * every merged edit around it). An item deleted over an edit its deleter had not seen: keep it deleted, or
 * undo the delete (the item comes back as it was, with that edit).
 */
export function ConflictItem({ issue, clientId, onKeep, onRestore }: ConflictItemProps) {
  const { conflict, record } = issue;
  const describedBy = useId();
  const deleted = isDeletedCopy(conflict);
  const field = `${fieldName(conflict.field)} of ${itemLabel(conflict.entity, record)}`;
  return (
    <li className="sync-item">
      <p id={describedBy}>
        {deleted
          ? deletedText(conflict)
          : `The ${field} was changed ${changedWhere(conflict)} (${whenText(conflict.at)}).`}
      </p>
      <ConflictVersions conflict={conflict} clientId={clientId} />
      <div className="sync-item__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-describedby={describedBy}
          onClick={onKeep}
        >
          {deleted ? 'keep it deleted' : 'keep as it is'}
        </button>
        <button
          type="button"
          className="button"
          aria-describedby={describedBy}
          disabled={!record && !deleted}
          onClick={onRestore}
        >
          {deleted ? 'undo the delete' : 'use the other version'}
        </button>
      </div>
    </li>
  );
}
