import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useOnline } from '../../pwa/use-online.ts';
import { session } from '../../state/session.ts';
import { FormAlert } from '../alerts/FormAlert.tsx';
import { AppLink } from '../layout/AppLink.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { SignInForm } from './SignInForm.tsx';
import { signInPrefill } from './sign-in-prefill.ts';
import { useDemoEmail } from './use-demo-email.ts';
import { useSignIn } from './use-sign-in.ts';

// Only for someone signed in on this device; it reads their database, so a visitor never loads Dexie here.
const DeviceDataNote = lazy(() =>
  import('./DeviceDataNote.tsx').then((m) => ({ default: m.DeviceDataNote })),
);

export function SignInPage() {
  const { redirect } = useSearch({ from: '/sign-in' });
  const { user } = useSnapshot(session);
  const online = useOnline();
  const demoEmail = useDemoEmail(user === null);
  const { message, pending, submit, prepare } = useSignIn(redirect);

  return (
    <div className="page page--form">
      <h1>login</h1>
      {user && (
        <Suspense fallback={null}>
          <DeviceDataNote />
        </Suspense>
      )}
      {!online && <OfflineNote action="Signing in" />}
      <FormAlert message={message} />
      <SignInForm
        prefill={signInPrefill(user, demoEmail)}
        pending={pending}
        disabled={!online}
        onSubmit={(email, password) => void submit(email, password)}
        onUse={prepare}
      />
      <p className="form-aside">
        New here? <AppLink to="/register">register</AppLink>
      </p>
    </div>
  );
}
