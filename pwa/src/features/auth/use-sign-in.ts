import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage, NETWORK_ERROR } from '../../api/client.ts';
import { session, signIn } from '../../state/session.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { preloadSyncRuntime } from '../sync/start-sync-signed-in.ts';
import { toast } from '../toasts/toast-store.ts';
import { logIn } from './auth-api.ts';
import { loadLoginRules, loginProblem } from './login-check.ts';
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
  // The rules (and zod with them) are fetched when the visitor starts on the form, not while the page
  // loads; a submit before they are in waits for them. The sync engine too, which the sign-in starts.
  const prepare = () => {
    loadLoginRules().catch(() => undefined);
    preloadSyncRuntime();
  };

  const submit = async (email: string, password: string) => {
    let problem: Awaited<ReturnType<typeof loginProblem>>;
    try {
      problem = await loginProblem({ email, password });
    } catch {
      // The rules' chunk did not arrive (a first visit on a failing network): say so, not nothing.
      show(NETWORK_ERROR);
      return;
    }
    if (problem) {
      showProblem(problem);
      return;
    }
    setPending(true);
    try {
      const response = await logIn(email, password);
      // The way back leads to the previous user's page; someone else signing in starts at home.
      const switching = session.user !== null && session.user._id !== response._id;
      // Only someone already signed in on this device can leave writes behind (their database, Dexie).
      const behind = session.user ? await import('./left-behind.ts') : null;
      const leftBehind = behind ? await behind.unsentLeftBehind(response._id) : null;
      signIn(response);
      toast(`Signed in as: ${response.name}`);
      if (behind && leftBehind) toast(behind.leftBehindText(leftBehind));
      await navigate({ href: switching ? '/' : redirectTarget(redirect) });
    } catch (error) {
      show(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { message, pending, submit, prepare };
}
