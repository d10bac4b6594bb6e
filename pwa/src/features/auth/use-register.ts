import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { signIn } from '../../state/session.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { toast } from '../toasts/toast-store.ts';
import { registerUser, sendWelcome } from './auth-api.ts';
import { leftBehindText, unsentLeftBehind } from './left-behind.ts';
import { checkRegistration, REGISTER_ALERT_MS, type RegisterFormValues } from './register-rules.ts';

/** SPEC §2 registration: store the session, toast, send the invoice record, go home. */
export function useRegister() {
  const navigate = useNavigate();
  const { message, show } = useTimedMessage(REGISTER_ALERT_MS);
  const [pending, setPending] = useState(false);

  const submit = async (values: RegisterFormValues) => {
    const check = checkRegistration(values);
    if (!check.ok) {
      show(check.problem);
      return;
    }
    setPending(true);
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
      show(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { message, pending, submit };
}
