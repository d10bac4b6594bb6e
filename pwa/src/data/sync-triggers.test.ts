// @vitest-environment jsdom
/// <reference lib="dom" />
// Dexie's live queries need a global indexedDB in jsdom, even for a database given its own.
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDb } from './db.ts';
import { webLock } from './leader.ts';
import { watchLocalWrites, watchTriggers } from './sync-triggers.ts';
import { taskRepository } from './task-repository.ts';
import { testDb } from './test-support/test-db.ts';

afterEach(() => vi.restoreAllMocks());

function firstReading(db: UserDb): Promise<void> {
  return new Promise((resolve) => {
    const subscription = liveQuery(() => db.meta.get('sync')).subscribe(() => {
      subscription.unsubscribe();
      resolve();
    });
  });
}

describe('sync triggers', () => {
  it('asks for a sync when the network comes back and when the tab becomes visible', () => {
    const request = vi.fn();
    const stop = watchTriggers(request);
    window.dispatchEvent(new Event('online'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks for a sync after each local write, whichever tab stored it', async () => {
    const db = testDb();
    const request = vi.fn();
    const stop = watchLocalWrites(db, request);
    // The watcher learns the count from its first reading, which a busy machine may take long to deliver;
    // a live query subscribed after it reads after it.
    await firstReading(db);
    expect(request).not.toHaveBeenCalled();
    await taskRepository(db).create({ taskText: 'new' });
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    stop();
    db.close();
  });

  it('leads at once where the browser has no Web Locks', async () => {
    expect(navigator.locks).toBeUndefined();
    const lead = vi.fn(async () => {});
    await webLock('travel-blog-sync', new AbortController().signal, lead);
    expect(lead).toHaveBeenCalledOnce();
  });
});
