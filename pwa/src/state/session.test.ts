import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { aSession, aUser } from '../test-support/users.ts';
import { userStorageKey } from './local-data.ts';
import {
  expireSession,
  followOtherTabs,
  replaceToken,
  restoreSession,
  SESSION_CHANNEL,
  SESSION_KEY,
  session,
  sessionEnded,
  signIn,
  signOut,
  updateSessionUser,
} from './session.ts';

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.data.get(SESSION_KEY) ?? 'null');

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
    for (const junk of [
      'not json',
      '{"user":{"name":"x"}}',
      'null',
      '[]',
      '{"user":{"_id":"u","name":"x"}}',
    ]) {
      restoreSession(memoryStorage({ [SESSION_KEY]: junk }).get);
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

  it('when the server refuses the token, keeps the user signed in on this device without it, across a reload', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ _id: 'u-1' }));
    expect(sessionEnded(session)).toBe(false);
    expireSession();
    expect(session.user?._id).toBe('u-1');
    expect(session.token).toBeNull();
    expect(sessionEnded(session)).toBe(true);

    restoreSession(storage.get);
    expect(session.user?._id).toBe('u-1');
    expect(sessionEnded(session)).toBe(true);
    signIn(aSession({ _id: 'u-1' }, 'fresh'));
    expect(sessionEnded(session)).toBe(false);
    expect(stored(storage).token).toBe('fresh');
  });

  it('does not end a session nobody holds', () => {
    expireSession();
    expect(session).toEqual({ user: null, token: null });
    expect(sessionEnded(session)).toBe(false);
  });

  it('leaves the previous user’s keys alone when another account signs in, ended session or not', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ _id: 'u-1' }));
    storage.data.set(userStorageKey('u-1', 'drafts'), '["unsent"]');
    expireSession();
    signIn(aSession({ _id: 'u-2' }));
    signIn(aSession({ _id: 'u-3' }));
    expect(storage.data.get(userStorageKey('u-1', 'drafts'))).toBe('["unsent"]');
    expect(stored(storage).user._id).toBe('u-3');
  });

  it('signs out by clearing only that user’s keys and the session, leaving device-level keys', () => {
    const storage = memoryStorage({ 'travel-blog:last-visit': '2026-11-21T10:00:00.000Z' });
    restoreSession(storage.get);
    storage.data.set(userStorageKey('u-1', 'drafts'), '["first"]');
    signIn(aSession({ _id: 'u-2' }));
    storage.data.set(userStorageKey('u-2', 'drafts'), '[]');
    expireSession();
    signOut();
    expect(session).toEqual({ user: null, token: null });
    expect([...storage.data.keys()].sort()).toEqual([
      'travel-blog:last-visit',
      userStorageKey('u-1', 'drafts'),
    ]);
  });

  it('moves keys of the old layout under the stored user, and an old expired marker starts signed out', () => {
    const signedInBefore = memoryStorage({
      [SESSION_KEY]: JSON.stringify({ user: aUser({ _id: 'u-1' }), token: 'tok' }),
      'travel-blog:user:new-blog-unsaved': '{"parked":1}',
    });
    restoreSession(signedInBefore.get);
    expect(session.token).toBe('tok');
    expect([...signedInBefore.data.keys()].sort()).toEqual([
      SESSION_KEY,
      userStorageKey('u-1', 'new-blog-unsaved'),
    ]);

    const expiredBefore = memoryStorage({
      [SESSION_KEY]: JSON.stringify({ expiredUserId: 'u-2' }),
      'travel-blog:user:new-blog-unsaved': '{"parked":2}',
    });
    restoreSession(expiredBefore.get);
    expect(session.user).toBeNull();
    expect(expiredBefore.data.get(userStorageKey('u-2', 'new-blog-unsaved'))).toBe('{"parked":2}');
  });

  it('follows what another tab does with its own user, and keeps its own user beside another', async () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ _id: 'ann', name: 'Ann' }, 'tok-ann'));
    const stop = followOtherTabs(new BroadcastChannel(SESSION_CHANNEL));
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard = new BroadcastChannel(SESSION_CHANNEL);
    const news: unknown[] = [];
    heard.onmessage = ({ data }) => news.push(data);
    const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));
    const bob = aUser({ _id: 'bob', name: 'Bob' });

    // Another tab signs in as Bob: this tab stays Ann's (two tabs, two users).
    otherTab.postMessage({ user: bob, token: 'tok-bob' });
    await delivered();
    expect(session).toMatchObject({ user: { _id: 'ann' }, token: 'tok-ann' });
    // Ann signs in again elsewhere (a new token), then her session expires there: both are taken here.
    otherTab.postMessage({ user: aUser({ _id: 'ann', name: 'Ann' }), token: 'tok-ann-2' });
    await delivered();
    expect(session.token).toBe('tok-ann-2');
    otherTab.postMessage({ user: aUser({ _id: 'ann', name: 'Ann' }), token: null });
    await delivered();
    expect(session).toMatchObject({ user: { _id: 'ann' }, token: null });
    // Bob signing out elsewhere changes nothing here; Ann signing out signs this tab out.
    otherTab.postMessage({ signedOut: 'bob' });
    await delivered();
    expect(session.user?._id).toBe('ann');
    otherTab.postMessage({ signedOut: 'ann' });
    await delivered();
    expect(session).toEqual({ user: null, token: null });
    // A tab with nobody signed in takes a sign-in; its own sign-in and sign-out are told to the others.
    otherTab.postMessage({ user: bob, token: 'tok-bob' });
    await delivered();
    expect(session).toMatchObject({ user: { _id: 'bob' }, token: 'tok-bob' });
    signOut();
    signIn(aSession({ _id: 'cy', name: 'Cy' }, 'tok-cy'));
    await delivered();
    expect(news.slice(-2)).toEqual([
      { signedOut: 'bob' },
      { user: expect.objectContaining({ _id: 'cy' }), token: 'tok-cy' },
    ]);

    stop();
    for (const channel of [otherTab, heard]) channel.close();
  });

  it('leaves the stored session of another tab’s user when signing out', () => {
    const storage = memoryStorage();
    restoreSession(storage.get);
    signIn(aSession({ _id: 'ann', name: 'Ann' }, 'tok-ann'));
    storage.data.set(SESSION_KEY, JSON.stringify({ user: aUser({ _id: 'bob' }), token: 'tok-bob' }));
    signOut();
    expect(stored(storage)).toMatchObject({ user: { _id: 'bob' }, token: 'tok-bob' });
  });
});
