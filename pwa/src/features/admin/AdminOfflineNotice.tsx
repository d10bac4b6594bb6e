export const ADMIN_OFFLINE =
  'You are offline. Admin screens need the network: what you see may be out of date, and changes can be made only once you are back online.';

interface AdminOfflineNoticeProps {
  /** Asks again; shown as a button when given. */
  onRetry?: () => void;
}

/** DESIGN: admin screens are online-only and say so plainly, keeping what was on screen. */
export function AdminOfflineNotice({ onRetry }: AdminOfflineNoticeProps) {
  return (
    <div className="admin-offline" role="status">
      <p>{ADMIN_OFFLINE}</p>
      {onRetry && (
        <button type="button" className="button button--quiet" onClick={onRetry}>
          try again
        </button>
      )}
    </div>
  );
}
