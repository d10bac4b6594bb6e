import { useSearch } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useOnline } from '../../pwa/use-online.ts';
import { session } from '../../state/session.ts';
import { FormAlert } from '../alerts/FormAlert.tsx';
import { AppLink } from '../layout/AppLink.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { SignInForm } from './SignInForm.tsx';
import { useDemoEmail } from './use-demo-email.ts';
import { useSignIn } from './use-sign-in.ts';

export function SignInPage() {
  const { redirect } = useSearch({ from: '/sign-in' });
  const { expiredUserId } = useSnapshot(session);
  const online = useOnline();
  const demoEmail = useDemoEmail();
  const { message, pending, submit } = useSignIn(redirect);

  return (
    <div className="page page--form">
      <h1>login</h1>
      {expiredUserId && (
        <p className="note">
          Your session has expired. Please sign in again; nothing on this device was lost.
        </p>
      )}
      {!online && <OfflineNote action="Signing in" />}
      <FormAlert message={message} />
      <SignInForm
        demoEmail={demoEmail}
        pending={pending}
        disabled={!online}
        onSubmit={(email, password) => void submit(email, password)}
      />
      <p className="form-aside">
        New here? <AppLink to="/register">register</AppLink>
      </p>
    </div>
  );
}
