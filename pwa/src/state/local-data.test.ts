import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { adoptLegacyKeys } from './legacy-keys.ts';
import { clearLocalUserData, userStorageKey } from './local-data.ts';

describe('clearLocalUserData', () => {
  it('removes the user’s own keys only, and survives blocked storage', () => {
    const storage = memoryStorage({
      [userStorageKey('u-1', 'a')]: '1',
      [userStorageKey('u-1', 'b')]: '2',
      [userStorageKey('u-10', 'a')]: 'a longer id with the same start',
      [userStorageKey('u-2', 'a')]: 'someone else',
      other: '3',
    });
    clearLocalUserData('u-1', storage.get);
    expect([...storage.data.keys()]).toEqual([
      userStorageKey('u-10', 'a'),
      userStorageKey('u-2', 'a'),
      'other',
    ]);
    expect(() =>
      clearLocalUserData('u-1', () => {
        throw new Error('SecurityError');
      }),
    ).not.toThrow();
  });
});

describe('adoptLegacyKeys', () => {
  it('moves old-layout keys to the owner, never over a newer key, and leaves the rest', () => {
    const storage = memoryStorage({
      'travel-blog:user:session': 'the session',
      'travel-blog:user:drafts': 'old drafts',
      'travel-blog:user:notes': 'old notes',
      [userStorageKey('u-1', 'notes')]: 'new notes',
      [userStorageKey('u-2', 'drafts')]: 'another user',
      'travel-blog:last-visit': 'device',
    });
    adoptLegacyKeys(storage.get(), 'travel-blog:user:session', 'u-1');
    expect(Object.fromEntries(storage.data)).toEqual({
      'travel-blog:user:session': 'the session',
      'travel-blog:user:notes': 'old notes',
      [userStorageKey('u-1', 'drafts')]: 'old drafts',
      [userStorageKey('u-1', 'notes')]: 'new notes',
      [userStorageKey('u-2', 'drafts')]: 'another user',
      'travel-blog:last-visit': 'device',
    });
  });
});
