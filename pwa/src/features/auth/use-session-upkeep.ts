import { useEffect, useRef } from 'react';
import { afterFirstPaint } from '../../first-paint.ts';
import { session, updateSessionUser } from '../../state/session.ts';
import { fetchMe } from './auth-api.ts';

/**
 * Once per start, online, refreshes the stored user, which also finds a token revoked elsewhere (the API
 * client then ends the session and the banner offers to sign in again; the user stays on their page).
 */
export function useSessionUpkeep(): void {
  const refreshed = useRef(false);

  useEffect(() => {
    if (refreshed.current || !session.token || !navigator.onLine) return;
    refreshed.current = true;
    // A failure leaves the stored copy in place: offline-first means the last known user is good enough.
    // After the first paint, which the request would otherwise compete with (first-paint.ts).
    void afterFirstPaint()
      .then(fetchMe)
      .then(updateSessionUser, () => {});
  }, []);
}
