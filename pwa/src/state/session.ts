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
  tell(value);
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

/** Where tabs of this browser tell each other of sessions (followOtherTabs). */
export const SESSION_CHANNEL = 'travel-blog-session';

/** A session one tab stored for a user (a sign-in, a new token, an expiry, a profile change), or a sign-out. */
type SessionNews = SessionState | { signedOut: string };
let tell: (news: SessionNews) => void = () => {};

/**
 * Sessions are per tab (two tabs may be signed in as two users, each syncing their own database), but a
 * tab follows what another tab does with its own user: a sign-out there signs it out too, so it never
 * syncs as, or re-creates the database of, a user who signed out elsewhere; a sign-in, new token or expiry
 * there is taken here. A tab with nobody signed in takes another tab's sign-in. Answers the function that
 * stops following.
 */
export function followOtherTabs(
  channel: BroadcastChannel = new BroadcastChannel(SESSION_CHANNEL),
): () => void {
  tell = (news) => channel.postMessage(news);
  channel.onmessage = ({ data }: MessageEvent<SessionNews>) => {
    if ('signedOut' in data) {
      if (session.user && session.user._id === data.signedOut)
        Object.assign(session, { user: null, token: null });
      return;
    }
    const next = readStored(data as unknown as Record<string, unknown>);
    if (next.user && (!session.user || session.user._id === next.user._id)) Object.assign(session, next);
  };
  return () => {
    tell = () => {};
    channel.close();
  };
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
    const store = storage();
    // The stored session may be another tab's user's by now: theirs stays.
    const owner = storedOwner(store);
    if (owner === null || owner === userId) store.removeItem(SESSION_KEY);
  } catch {
    // Blocked storage holds no session.
  }
  if (userId) tell({ signedOut: userId });
}

/** The user of the stored session; null when there is none or it cannot be read. */
function storedOwner(store: Storage): string | null {
  try {
    return (
      readStored(JSON.parse(store.getItem(SESSION_KEY) ?? 'null') as Record<string, unknown> | null).user
        ?._id ?? null
    );
  } catch {
    return null;
  }
}
