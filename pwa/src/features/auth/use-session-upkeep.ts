import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { onSessionExpired, session, updateSessionUser } from '../../state/session.ts';
import { fetchMe } from './auth-api.ts';

/**
 * Keeps the stored session honest while the app runs: when the server refuses the token (the API client
 * calls expireSession on a 401), the user goes to /sign-in with a way back to this page; and once per
 * start, online, the stored user is refreshed, which also finds a token revoked elsewhere.
 */
export function useSessionUpkeep(): void {
  const router = useRouter();
  const refreshed = useRef(false);

  useEffect(
    () =>
      onSessionExpired(() => {
        const here = router.state.location;
        if (here.pathname === '/sign-in') return;
        void router.navigate({ to: '/sign-in', search: { redirect: here.href } });
      }),
    [router],
  );

  useEffect(() => {
    if (refreshed.current || !session.token || !navigator.onLine) return;
    refreshed.current = true;
    // A failure leaves the stored copy in place: offline-first means the last known user is good enough.
    fetchMe().then(updateSessionUser, () => {});
  }, []);
}
