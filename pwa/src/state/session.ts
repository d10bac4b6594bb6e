// Who is signed in on this device. Register and login answers (user + token) are kept in state and in
// localStorage under one device-level key (SPEC §4), so a reload, online or offline, keeps the session.
// When the server refuses the token (it expired, the password changed on another device) the session
// ends but the user stays signed in on this device: their screens and local writes keep working, the sync
// engine waits, and a banner asks them to sign in again. Only their own sign-out forgets them. The header,
// the route guards and the API client read it; the auth and account features change it only through the
// functions below.
import { proxy } from 'valtio';
import type { SessionResponse } from '../../../shared/api/users.ts';
import type { User } from '../../../shared/entities/user.ts';
import { adoptLegacyKeys } from './legacy-keys.ts';
import { clearLocalUserData } from './local-data.ts';

export type SessionUser = User;

export interface SessionState {
  /** Whose data the screens show; kept when the session ends, cleared only by signing out. */
  user: SessionUser | null;
  /** Null when nobody is signed in, and once the server refused it (the session ended). */
  token: string | null;
}

/** The stored session; its name predates per-user keys and stays, so updating keeps everyone signed in. */
export const SESSION_KEY = 'travel-blog:user:session';

export const session = proxy<SessionState>({ user: null, token: null });

let storage: () => Storage = () => localStorage;

function persist(value: SessionState): void {
  try {
    storage().setItem(SESSION_KEY, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the session still lasts for this page load.
  }
}

export function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return typeof user?._id === 'string' && typeof user.name === 'string';
}

/** True when the user is signed in on this device but the server no longer takes their token. */
export function sessionEnded(state: SessionState): boolean {
  return state.user !== null && state.token === null;
}

/**
 * Reads the stored session once at start-up; anything unreadable counts as signed out. Older versions
 * stored only the id of a user whose session ended: that user starts signed out, and their database and
 * keys wait on the device for them to sign in again.
 */
export function restoreSession(source: () => Storage = () => localStorage): void {
  storage = source;
  Object.assign(session, { user: null, token: null });
  try {
    const store = storage();
    const stored = JSON.parse(store.getItem(SESSION_KEY) ?? 'null') as Record<string, unknown> | null;
    const owner = (isSessionUser(stored?.user) ? stored.user._id : null) ?? stored?.expiredUserId;
    if (typeof owner === 'string') adoptLegacyKeys(store, SESSION_KEY, owner);
    Object.assign(session, readStored(stored));
  } catch {
    // Not JSON, or storage blocked: start signed out.
  }
}

function readStored(stored: Record<string, unknown> | null): SessionState {
  const user = isSessionUser(stored?.user) ? stored.user : null;
  const token = stored?.token;
  return user && (typeof token === 'string' || token === null)
    ? { user, token }
    : { user: null, token: null };
}

/**
 * The session is the device's, not the tab's: a sign-in, sign-out, expiry or new token stored by another
 * tab is taken here too (the sync runtime then follows it), so a tab never syncs as, or re-creates the
 * database of, a user who signed out elsewhere. Answers the function that stops following.
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared all of the site's storage.
    if (event.key !== SESSION_KEY && event.key !== null) return;
    let next: SessionState;
    try {
      next = readStored(JSON.parse(event.newValue ?? 'null') as Record<string, unknown> | null);
    } catch {
      next = { user: null, token: null };
    }
    if (next.user?._id === session.user?._id && next.token === session.token) {
      // The same user and token: at most a profile change (name, avatar) to show here too.
      if (next.user) session.user = next.user;
      return;
    }
    Object.assign(session, next);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/**
 * Another account signing in leaves the previous user's database and keys on the device, closed, until
 * that user signs in again (features/auth tells them what stays).
 */
export function signIn({ token, ...user }: SessionResponse): void {
  Object.assign(session, { user, token });
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

/** The server refused the token: stop using it, keep the user and everything on the device. */
export function expireSession(): void {
  if (!session.user || !session.token) return;
  session.token = null;
  persist({ user: session.user, token: null });
}

/** Logout clears the user's data on this device and resets the application state (SPEC §4). */
export function signOut(): void {
  const userId = session.user?._id;
  if (userId) clearLocalUserData(userId, storage);
  Object.assign(session, { user: null, token: null });
  try {
    storage().removeItem(SESSION_KEY);
  } catch {
    // Blocked storage holds no session.
  }
}
