// Who is signed in. The header and the route guards read it; the sign-in feature fills it.
import { proxy } from 'valtio';

export interface SessionUser {
  id: string;
  name: string;
  isAdmin: boolean;
  /** Login count; drives the home greeting (shared/greeting.ts). */
  logins: number;
  /** Image URL; the header falls back to the default avatar when absent. */
  avatar?: string;
}

export interface SessionState {
  user: SessionUser | null;
}

export const session = proxy<SessionState>({ user: null });

/** Forgets the signed-in user; the header's signout then navigates to /sign-in (SPEC §2). */
export function signOut(): void {
  session.user = null;
}
