import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema } from '../../../../shared/api/users.ts';
import { errorMessage } from '../../api/client.ts';
import { signIn } from '../../state/session.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { firstProblem } from '../forms/first-problem.ts';
import { toast } from '../toasts/toast-store.ts';
import { logIn } from './auth-api.ts';
import { redirectTarget } from './redirect-target.ts';

export const LOGIN_ALERT_MS = 2500;

/** SPEC §2 login: store the session, toast, then back to where the guard stopped the user, else home. */
export function useSignIn(redirect: string | undefined) {
  const navigate = useNavigate();
  const { message, show } = useTimedMessage(LOGIN_ALERT_MS);
  const [pending, setPending] = useState(false);

  const submit = async (email: string, password: string) => {
    const problem = firstProblem(loginSchema, { email, password });
    if (problem) {
      show(problem);
      return;
    }
    setPending(true);
    try {
      const response = await logIn(email, password);
      signIn(response);
      toast(`Signed in as: ${response.name}`);
      await navigate({ href: redirectTarget(redirect) });
    } catch (error) {
      show(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { message, pending, submit };
}
