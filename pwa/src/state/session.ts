// Who is signed in. Register and login answers (user + token) are kept in state and in localStorage under
// one key (SPEC §4), so a reload, online or offline, keeps the session. The header, the route guards and
// the API client read it; the auth and account features change it only through the functions below.
import { proxy } from 'valtio';
import type { SessionResponse } from '../../../shared/api/users.ts';
import type { User } from '../../../shared/entities/user.ts';
import { clearLocalUserData, userStorageKey } from './local-data.ts';

export type SessionUser = User;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  /**
   * Set when the server refused the token. The user's local data is kept (DESIGN: an expired token keeps
   * the outbox) until someone signs in again; if that is a different account, it is cleared then.
   */
  expiredUserId: string | null;
}

const KEY = userStorageKey('session');
type Persisted = Pick<SessionState, 'user' | 'token'> | { expiredUserId: string };

export const session = proxy<SessionState>({ user: null, token: null, expiredUserId: null });

let storage: () => Storage = () => localStorage;
const expiryListeners = new Set<() => void>();

function persist(value: Persisted): void {
  try {
    storage().setItem(KEY, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the session still lasts for this page load.
  }
}

export function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return typeof user?._id === 'string' && typeof user.name === 'string';
}

/** Reads the stored session once at start-up; anything unreadable counts as signed out. */
export function restoreSession(source: () => Storage = () => localStorage): void {
  storage = source;
  Object.assign(session, { user: null, token: null, expiredUserId: null });
  try {
    const stored = JSON.parse(storage().getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (isSessionUser(stored?.user) && typeof stored.token === 'string') {
      Object.assign(session, { user: stored.user, token: stored.token });
    } else if (typeof stored?.expiredUserId === 'string') {
      session.expiredUserId = stored.expiredUserId;
    }
  } catch {
    // Not JSON, or storage blocked: start signed out.
  }
}

export function signIn({ token, ...user }: SessionResponse): void {
  if (session.expiredUserId && session.expiredUserId !== user._id)
    clearLocalUserData(storage, session.expiredUserId);
  Object.assign(session, { user, token, expiredUserId: null });
  persist({ user, token });
}

/** Keeps the stored copy in step after an account change (name, e-mail, avatar). */
export function updateSessionUser(user: SessionUser): void {
  if (!session.token) return;
  session.user = user;
  persist({ user, token: session.token });
}

/** A password or e-mail change revokes older tokens; the answer carries the one to use from now on. */
export function replaceToken(token: string): void {
  if (!session.user) return;
  session.token = token;
  persist({ user: session.user, token });
}

export function expireSession(): void {
  const userId = session.user?._id ?? session.expiredUserId;
  Object.assign(session, { user: null, token: null, expiredUserId: userId });
  if (userId) persist({ expiredUserId: userId });
  for (const listener of expiryListeners) listener();
}

/** The layout subscribes to send the user to /sign-in with a way back. Returns the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** Logout clears browser storage and resets the application state (SPEC §4). */
export function signOut(): void {
  clearLocalUserData(storage, session.user?._id ?? session.expiredUserId);
  Object.assign(session, { user: null, token: null, expiredUserId: null });
}
