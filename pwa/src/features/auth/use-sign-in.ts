import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loginSchema } from '../../../../shared/api/users.ts';
import { errorMessage } from '../../api/client.ts';
import { session, signIn } from '../../state/session.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { firstIssue } from '../forms/first-problem.ts';
import { toast } from '../toasts/toast-store.ts';
import { logIn } from './auth-api.ts';
import { leftBehindText, unsentLeftBehind } from './left-behind.ts';
import { redirectTarget } from './redirect-target.ts';

export const LOGIN_ALERT_MS = 2500;

/**
 * SPEC §2 login: store the session, toast, then back to where the guard or the banner sent the user from,
 * else home. A previous user's unsent changes stay on the device; a second toast says so.
 */
export function useSignIn(redirect: string | undefined) {
  const navigate = useNavigate();
  const { message, show, showProblem } = useTimedMessage(LOGIN_ALERT_MS);
  const [pending, setPending] = useState(false);

  const submit = async (email: string, password: string) => {
    const problem = firstIssue(loginSchema, { email, password });
    if (problem) {
      showProblem(problem);
      return;
    }
    setPending(true);
    try {
      const response = await logIn(email, password);
      // The way back leads to the previous user's page; someone else signing in starts at home.
      const switching = session.user !== null && session.user._id !== response._id;
      const leftBehind = await unsentLeftBehind(response._id);
      signIn(response);
      toast(`Signed in as: ${response.name}`);
      if (leftBehind) toast(leftBehindText(leftBehind));
      await navigate({ href: switching ? '/' : redirectTarget(redirect) });
    } catch (error) {
      show(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { message, pending, submit };
}
