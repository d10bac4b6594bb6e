import { Link, useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { session, sessionEnded } from '../../state/session.ts';
import './session-banner.css';

/**
 * Said on every page while the session has ended: the user keeps working on this device, and this is
 * where they learn why nothing syncs and how to fix it. The sign-in page says it in its own words. The
 * live region stays mounted so the message is read out when the session ends, not only on a new page.
 */
export function SessionEndedBanner() {
  const snapshot = useSnapshot(session);
  const here = useRouterState({ select: (state) => state.location });
  const shown = sessionEnded(snapshot) && here.pathname !== '/sign-in';

  return (
    <div className="session-banner-region" role="status">
      {shown && (
        <p className="session-banner">
          Your session has ended. Everything you do here is kept on this device and sent once you{' '}
          <Link to="/sign-in" search={{ redirect: here.href }}>
            sign in again
          </Link>
          .
        </p>
      )}
    </div>
  );
}
