import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { signIn } from '../../state/session.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { preloadSyncRuntime } from '../sync/start-sync-signed-in.ts';
import { toast } from '../toasts/toast-store.ts';
import { registerUser, sendWelcome } from './auth-api.ts';
import { leftBehindText, unsentLeftBehind } from './left-behind.ts';
import { DEMO_ACCOUNT_NOTE, DEMO_SIGN_IN, isDemoEmail } from './register-prefill.ts';
import { checkRegistration, REGISTER_ALERT_MS, type RegisterFormValues } from './register-rules.ts';

// The server's one refusal about a field: the e-mail has an account already.
const takenEmail = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? 'email' : undefined;

/**
 * SPEC §2 registration: store the session, toast, send the invoice record, go home. Problems show for
 * 2.5 s (SPEC §8, §5) with the focus on their field; the demo account's values get the way to use it,
 * which stays until the form is edited.
 */
export function useRegister(demoEmail: string) {
  const navigate = useNavigate();
  const { message, show, showProblem, clear } = useTimedMessage(REGISTER_ALERT_MS);
  const [pending, setPending] = useState(false);

  const submit = async (values: RegisterFormValues) => {
    if (isDemoEmail(values.email, demoEmail)) {
      show(DEMO_ACCOUNT_NOTE, 'info', null, { link: DEMO_SIGN_IN });
      return;
    }
    const check = checkRegistration(values);
    if (!check.ok) {
      showProblem(check.problem);
      return;
    }
    setPending(true);
    // While the server hashes the password: the new account's first sync need not wait for its engine.
    preloadSyncRuntime();
    try {
      const response = await registerUser(check.input);
      const leftBehind = await unsentLeftBehind(response._id);
      signIn(response);
      toast(`Registered new user: ${response.name}`);
      if (leftBehind) toast(leftBehindText(leftBehind));
      // SPEC §8 lists no message for this call, and the account exists either way: a failure is logged.
      sendWelcome().catch((error: unknown) => console.error('welcome call failed', error));
      await navigate({ to: '/' });
    } catch (error) {
      show(errorMessage(error), 'error', REGISTER_ALERT_MS, { field: takenEmail(error) });
    } finally {
      setPending(false);
    }
  };

  /** Editing the form retires the word about the demo account; a problem keeps its 2.5 s. */
  const edited = () => {
    if (message?.tone === 'info') clear();
  };

  return { message, pending, submit, edited };
}
