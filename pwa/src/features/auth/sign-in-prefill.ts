// What the sign-in form starts with. SPEC §2 prefills the demo account (password "1") for a visitor;
// someone whose session ended is signing back in to their own account, so it is their e-mail, and no
// password unless theirs is the demo account's.
import type { SessionUser } from '../../state/session.ts';

export const DEMO_PASSWORD = '1';

export interface SignInPrefill {
  email: string;
  password: string;
}

export function signInPrefill(
  user: Pick<SessionUser, 'email' | 'isDemoUser'> | null,
  demoEmail: string,
): SignInPrefill {
  if (!user) return { email: demoEmail, password: DEMO_PASSWORD };
  return { email: user.email, password: user.isDemoUser ? DEMO_PASSWORD : '' };
}
