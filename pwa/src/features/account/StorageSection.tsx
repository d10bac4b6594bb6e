import type { TimedMessage } from '../alerts/use-timed-message.ts';
import { AccountSection } from './AccountSection.tsx';
import {
  ASK_TO_KEEP,
  CHECKING_STORAGE,
  keptText,
  NO_ESTIMATE,
  NOW_KEPT,
  STILL_NOT_KEPT,
  STORAGE_TITLE,
  spaceRows,
} from './storage-texts.ts';
import { type StorageStatus, useStorageStatus } from './use-storage-status.ts';
import './storage-section.css';

/**
 * Whether the browser keeps the user's data on this device (the outbox and photos waiting to be sent live
 * there), how much space it takes, and what that means; where the browser allows, a way to ask again.
 */
export function StorageSection() {
  const { status, asking, answer, ask } = useStorageStatus();
  const outcome: TimedMessage | null =
    answer === null
      ? null
      : answer
        ? { text: NOW_KEPT, tone: 'success' }
        : { text: STILL_NOT_KEPT, tone: 'info' };

  return (
    <AccountSection title={STORAGE_TITLE} message={outcome}>
      {status === null ? (
        <p role="status">{CHECKING_STORAGE}</p>
      ) : (
        <>
          <p>{keptText(status.persisted)}</p>
          <StorageFacts status={status} />
          {status.persisted !== null && !status.use && <p>{NO_ESTIMATE}</p>}
          {status.persisted === false && (
            <button
              type="button"
              className="button button--quiet"
              disabled={asking}
              onClick={() => void ask()}
            >
              {ASK_TO_KEEP}
            </button>
          )}
        </>
      )}
    </AccountSection>
  );
}

function StorageFacts({ status }: { status: StorageStatus }) {
  const rows = [
    ...(status.persisted === null ? [] : [['persistent', status.persisted ? 'yes' : 'no']]),
    ...(status.use ? spaceRows(status.use) : []),
  ];
  if (rows.length === 0) return null;
  return (
    <dl className="storage-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="storage-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
