// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeStorage, fakeStorage, restoreNavigator, setOnline } from '../test-support/fake-storage.ts';
import { eventually } from '../test-support/render.tsx';

const USER = '019a0000-0000-7000-8000-0000000000p1';

// The moments are remembered per page load: each test loads the modules afresh.
async function load() {
  vi.resetModules();
  const moments = await import('./persistence-moments.ts');
  const userData = await import('../data/user-data.ts');
  const { watchLocalWrites } = await import('../data/sync-triggers.ts');
  const data = userData.openUserData(USER);
  await data.db.open();
  let seen = 0;
  const stop = watchLocalWrites(data.db, () => {
    seen += 1;
  });
  // A watcher of writes (this test's, and the one under test) first reads the counter it counts from.
  const watching = async () => {
    const { liveQuery } = await import('dexie');
    await new Promise((resolve) => liveQuery(() => data.db.meta.get('sync')).subscribe(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** Writes a task and waits until the write watchers have heard of it. */
  const write = async (text: string) => {
    const before = seen;
    await data.tasks.create({ taskText: text });
    await eventually(() => expect(seen).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const close = async () => {
    stop();
    await userData.closeUserData();
    const { deleteUserDb } = await import('../data/db.ts');
    await deleteUserDb(USER);
  };
  const ask = async () => {
    moments.askForPersistenceWhenLikely(data.db);
    await watching();
  };
  return { ask, write, close };
}

let storage: FakeStorage | undefined;
let loaded: Awaited<ReturnType<typeof load>>;

beforeEach(async () => {
  storage = fakeStorage({ grants: true });
  setOnline(true);
  loaded = await load();
});

afterEach(async () => {
  await loaded.close();
  restoreNavigator();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('asking for persistent storage', () => {
  it('does not ask when the app starts in a browser tab, nor for writes made online', async () => {
    await loaded.ask();
    await loaded.write('online task');
    expect(storage?.persist).not.toHaveBeenCalled();
  });

  it('asks after the first write made offline, and only once', async () => {
    await loaded.ask();
    await loaded.write('before going offline');
    setOnline(false);
    await loaded.write('offline task');
    await eventually(() => expect(storage?.persist).toHaveBeenCalledOnce());
    await loaded.write('another offline task');
    expect(storage?.persist).toHaveBeenCalledOnce();
  });

  it('does not ask again when the data is already kept', async () => {
    storage = fakeStorage({ kept: true });
    await loaded.ask();
    setOnline(false);
    await loaded.write('offline task');
    await eventually(() => expect(storage?.persisted).toHaveBeenCalled());
    expect(storage?.persist).not.toHaveBeenCalled();
  });

  it('asks at once when running as an installed app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    await loaded.ask();
    await eventually(() => expect(storage?.persist).toHaveBeenCalledOnce());
  });

  it('asks when the app is installed, even after the browser said no', async () => {
    storage = fakeStorage({ grants: false });
    // Each test loads the module afresh, so earlier tests' listeners are still on the window: this
    // test's own listener is taken from its registration and given the event.
    const added = vi.spyOn(window, 'addEventListener');
    await loaded.ask();
    const installed = added.mock.calls.find(([type]) => type === 'appinstalled')?.[1];
    setOnline(false);
    await loaded.write('offline task');
    await eventually(() => expect(storage?.persist).toHaveBeenCalledOnce());
    if (typeof installed !== 'function') throw new Error('no appinstalled listener');
    installed(new Event('appinstalled'));
    await eventually(() => expect(storage?.persist).toHaveBeenCalledTimes(2));
  });
});
