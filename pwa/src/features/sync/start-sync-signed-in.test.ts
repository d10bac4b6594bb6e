// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../test-support/users.ts';

// valtio tells subscribers after the current task's microtasks.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each test on fresh modules: the starter remembers a preloaded runtime for the page's life.
let session: typeof import('../../state/session.ts');
let preloadSyncRuntime: typeof import('./start-sync-signed-in.ts').preloadSyncRuntime;
let startSyncWhenSignedIn: typeof import('./start-sync-signed-in.ts').startSyncWhenSignedIn;
beforeEach(async () => {
  vi.resetModules();
  session = await import('../../state/session.ts');
  ({ preloadSyncRuntime, startSyncWhenSignedIn } = await import('./start-sync-signed-in.ts'));
});
const signIn = (...args: Parameters<typeof session.signIn>) => session.signIn(...args);
const signOut = () => session.signOut();

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

  it('starts a preloaded engine in the task of the sign-in, not behind the page it navigates to', async () => {
    const runtime = { startSyncRuntime: vi.fn(() => () => {}) };
    // As import() does with a module already in: it answers in a later task.
    const load = vi.fn(() => new Promise<typeof runtime>((resolve) => setTimeout(() => resolve(runtime), 0)));
    preloadSyncRuntime(load);
    await tick();
    startSyncWhenSignedIn(load);
    signIn(aSession());
    // valtio tells its subscribers within the task's microtasks; no other task runs before this check.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(runtime.startSyncRuntime).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
