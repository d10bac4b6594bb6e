import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { User } from '../../../../shared/entities/user.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { signOut } from '../../state/session.ts';
import { DELETING } from '../alerts/loading-texts.ts';
import { AlertDialog } from '../dialogs/AlertDialog.tsx';
import { toast } from '../toasts/toast-store.ts';
import { AccountSection } from './AccountSection.tsx';
import { deleteAccount } from './account-api.ts';
import { DELETE_ALERT_MS, ownDeletionLock } from './account-rules.ts';
import { useAccountAction } from './use-account-action.ts';

interface DeleteAccountSectionProps {
  user: Pick<User, '_id' | 'isAdmin' | 'isSuperAdmin'>;
}

export function DeleteAccountSection({ user }: DeleteAccountSectionProps) {
  const locked = ownDeletionLock(user);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const { message, pending, run } = useAccountAction(DELETE_ALERT_MS);

  // The demo user is stopped before the dialog opens: there is nothing to confirm.
  const open = () => {
    if (!demoWriteBlocked()) setConfirming(true);
  };

  const confirm = async () => {
    let answer = '';
    const deleted = await run(async () => {
      answer = (await deleteAccount(user._id)).msg;
      return answer;
    });
    setConfirming(false);
    if (!deleted) return;
    toast(answer);
    // SPEC §4: go to /, then log out; leaving the guarded page first means it never renders signed out.
    await navigate({ to: '/' });
    signOut();
  };

  return (
    <AccountSection title="delete account" message={message}>
      {locked ? (
        // An admin's account is not theirs to delete: say so rather than offer a delete that fails.
        <p>{locked}</p>
      ) : (
        <>
          <p>Deleting your account also deletes your blogs, images and tasks. It cannot be undone.</p>
          <button type="button" className="button button--danger" onClick={open}>
            delete account
          </button>
        </>
      )}
      {confirming && (
        <AlertDialog
          title="delete your account?"
          description="Your account, blogs, images and tasks will be deleted for good."
          confirmLabel="yes, delete my account"
          pending={pending ? DELETING : null}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AccountSection>
  );
}
