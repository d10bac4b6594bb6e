import { useState } from 'react';
import { currentUserData } from '../../data/current-user-data.ts';
import { signOut } from '../../state/session.ts';
import { AlertDialog } from '../dialogs/AlertDialog.tsx';
import { clearToasts } from '../toasts/toast-store.ts';

const changes = (n: number) => (n === 1 ? '1 change that is' : `${n} changes that are`);

/**
 * Signing out deletes the user's data on this device (DESIGN §10), so with writes still waiting in the
 * outbox it asks first. Without a database open there is nothing to lose and it signs out at once.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const [unsent, setUnsent] = useState<number | null>(null);

  const finish = () => {
    setUnsent(null);
    // "Signed in as …" and the like spoke of the session that is ending.
    clearToasts();
    signOut();
    onSignedOut();
  };

  const onClick = () => {
    const data = currentUserData();
    if (!data) {
      finish();
      return;
    }
    data.db.outbox.count().then(
      (count) => (count > 0 ? setUnsent(count) : finish()),
      // An unreadable database holds nothing that could still be sent.
      finish,
    );
  };

  return (
    <>
      <button type="button" className="button button--quiet" onClick={onClick}>
        signout
      </button>
      {unsent !== null && (
        <AlertDialog
          title="Sign out with unsent changes?"
          description={`You have ${changes(unsent)} not on the server yet. Signing out deletes them from this device. Stay signed in and they will be sent as soon as the server can be reached.`}
          confirmLabel="sign out anyway"
          onConfirm={finish}
          onCancel={() => setUnsent(null)}
        />
      )}
    </>
  );
}
