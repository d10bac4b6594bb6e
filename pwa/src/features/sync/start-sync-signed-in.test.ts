// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../state/session.ts';
import { aSession } from '../../test-support/users.ts';
import { preloadSyncRuntime, startSyncWhenSignedIn } from './start-sync-signed-in.ts';

// valtio tells subscribers after the current task's microtasks.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('starting the sync engine', () => {
  it('loads nothing for a visitor, and the engine once the first user signs in', async () => {
    const stop = vi.fn();
    const runtime = { startSyncRuntime: vi.fn(() => stop) };
    const load = vi.fn(async () => runtime);
    startSyncWhenSignedIn(load);
    await tick();
    expect(load).not.toHaveBeenCalled();

    signIn(aSession());
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(runtime.startSyncRuntime).toHaveBeenCalledTimes(1);

    // From then on the runtime follows the session itself: no second load or start.
    signOut();
    signIn(aSession());
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(runtime.startSyncRuntime).toHaveBeenCalledTimes(1);
  });

  it('fetches the engine ahead of a sign-in only while online, and starts nothing', async () => {
    const runtime = { startSyncRuntime: vi.fn(() => () => {}) };
    const load = vi.fn(async () => runtime);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    preloadSyncRuntime(load);
    expect(load).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    preloadSyncRuntime(load);
    expect(load).toHaveBeenCalledTimes(1);
    await tick();
    expect(runtime.startSyncRuntime).not.toHaveBeenCalled();
    // A download that fails is left to the sign-in's own, which reports it.
    preloadSyncRuntime(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await tick();
  });
});
