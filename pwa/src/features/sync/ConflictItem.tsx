import { useId } from 'react';
import type { ConflictIssue } from '../../data/sync-issues.ts';
import { fieldName, itemLabel, valueText, whenText } from './conflict-text.ts';

interface ConflictItemProps {
  issue: ConflictIssue;
  onKeep: () => void;
  onRestore: () => void;
}

/** One conflict: what was changed on two devices, the version kept and the other, and the choice. */
export function ConflictItem({ issue, onKeep, onRestore }: ConflictItemProps) {
  const { conflict, record } = issue;
  const describedBy = useId();
  return (
    <li className="sync-item">
      <p id={describedBy}>
        The {fieldName(conflict.field)} of {itemLabel(conflict.entity, record)} was changed on two devices
        before they synced ({whenText(conflict.at)}).
      </p>
      <dl className="sync-item__values">
        <dt>kept</dt>
        <dd>{valueText(conflict.kept)}</dd>
        <dt>other version</dt>
        <dd>{valueText(conflict.lost)}</dd>
      </dl>
      <div className="sync-item__actions">
        <button
          type="button"
          className="button button--quiet"
          aria-describedby={describedBy}
          onClick={onKeep}
        >
          keep as it is
        </button>
        <button
          type="button"
          className="button"
          aria-describedby={describedBy}
          disabled={!record}
          onClick={onRestore}
        >
          use the other version
        </button>
      </div>
    </li>
  );
}
