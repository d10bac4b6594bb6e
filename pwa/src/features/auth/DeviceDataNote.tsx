import { useLiveQuery } from 'dexie-react-hooks';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { useUserData } from '../sync/use-user-data.ts';
import { otherAccountText, sessionEndedText } from './left-behind.ts';

/**
 * On the sign-in page while someone is signed in on this device: what happens to their data. After the
 * session ended, that nothing was lost and what signing in again does; with unsent writes, that signing
 * in as someone else keeps them here for later rather than deleting them.
 */
export function DeviceDataNote() {
  const { user, token } = useSnapshot(session);
  const data = useUserData();
  const unsent = useLiveQuery(() => (data ? data.db.outbox.count().catch(() => 0) : 0), [data], 0);
  if (!user || (token && unsent === 0)) return null;

  return (
    <div className="note">
      {!token && <p>{sessionEndedText(unsent)}</p>}
      {unsent > 0 && <p>{otherAccountText(user.name)}</p>}
    </div>
  );
}
