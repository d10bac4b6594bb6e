import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { aSession, aUser } from '../test-support/users.ts';
import { clearLocalUserData, userStorageKey } from './local-data.ts';
import {
  expireSession,
  replaceToken,
  restoreSession,
  session,
  signIn,
  signOut,
  updateSessionUser,
} from './session.ts';

const KEY = userStorageKey('session');
const stored = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.data.get(KEY) ?? 'null');

afterEach(() => {
  signOut();
});

describe('session', () => {
  it('keeps the register or login answer in state and in storage, without the token in the user', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ name: 'Ada Lovelace' }, 'tok-1'));
    expect(session.user?.name).toBe('Ada Lovelace');
    expect(session.token).toBe('tok-1');
    expect(session.user).not.toHaveProperty('token');
    expect(stored(storage)).toEqual({ user: aUser({ name: 'Ada Lovelace' }), token: 'tok-1' });
  });

  it('is restored by a reload', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ logins: 7 }, 'tok-2'));
    Object.assign(session, { user: null, token: null });

    restoreSession(storage.get);
    expect(session.user?.logins).toBe(7);
    expect(session.token).toBe('tok-2');
  });

  it('starts signed out when storage holds nothing usable or is blocked', () => {
    for (const junk of ['not json', '{"user":{"name":"x"}}', 'null', '[]']) {
      restoreSession(memoryStorage({ [KEY]: junk }).get);
      expect(session.user).toBeNull();
    }
    restoreSession(() => {
      throw new Error('SecurityError');
    });
    expect(session.user).toBeNull();
    expect(() => signIn(aSession())).not.toThrow();
  });

  it('stores account changes and a replaced token', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({}, 'old'));
    updateSessionUser(aUser({ name: 'Ada King' }));
    replaceToken('new');
    expect(stored(storage)).toEqual({ user: aUser({ name: 'Ada King' }), token: 'new' });
  });

  it('signs out by clearing per-user storage and state, leaving device-level keys', () => {
    const storage = memoryStorage({ 'travel-blog:last-visit': '2026-11-21T10:00:00.000Z' });
    restoreSession(storage.get);
    signIn(aSession());
    storage.data.set(userStorageKey('drafts'), '[]');
    signOut();
    expect(session).toEqual({ user: null, token: null, expiredUserId: null });
    expect([...storage.data.keys()]).toEqual(['travel-blog:last-visit']);
  });

  it('on expiry forgets the token but keeps local data for the same user signing in again', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ _id: 'u-1' }));
    storage.data.set(userStorageKey('drafts'), '["unsent"]');
    expireSession();
    expect(session).toEqual({ user: null, token: null, expiredUserId: 'u-1' });

    restoreSession(storage.get);
    expect(session.expiredUserId).toBe('u-1');
    signIn(aSession({ _id: 'u-1' }, 'fresh'));
    expect(storage.data.get(userStorageKey('drafts'))).toBe('["unsent"]');
    expect(session.expiredUserId).toBeNull();
  });

  it('clears the expired user’s local data when someone else signs in', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ _id: 'u-1' }));
    storage.data.set(userStorageKey('drafts'), '["unsent"]');
    expireSession();
    signIn(aSession({ _id: 'u-2' }));
    expect(storage.data.has(userStorageKey('drafts'))).toBe(false);
    expect(stored(storage).user._id).toBe('u-2');
  });
});

describe('clearLocalUserData', () => {
  it('removes every per-user key and survives blocked storage', () => {
    const storage = memoryStorage({ [userStorageKey('a')]: '1', [userStorageKey('b')]: '2', other: '3' });
    clearLocalUserData(storage.get);
    expect([...storage.data.keys()]).toEqual(['other']);
    expect(() =>
      clearLocalUserData(() => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
  });
});
