// @vitest-environment jsdom
/// <reference lib="dom" />
// Every trigger waits for the backoff after a failure, on fake timers: the network coming back, the tab
// becoming visible, a local write, a server poke and Background Sync's event start no cycle before the
// retry timer does; the same trigger with no wait does. Only the retry button (`sync()`) goes at once, and a
// wait that began offline ends once a trigger finds the device online.
// Dexie's live queries need a global indexedDB in jsdom, even for a database given its own.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noLock } from './leader.ts';
import { createSyncEngine, type EngineStatus } from './sync-engine.ts';
import { testDevice } from './test-support/device.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const BACKOFF_MS = 1000;
// Timers are fake; the database (fake-indexeddb on setImmediate) and the event stream still run for real.
const realTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise<void>((resolve) => realTimeout(resolve, ms));

/** Lets `ms` of fake time pass in small steps, giving real I/O its turns in between. */
async function pass(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 50) {
    await vi.advanceTimersByTimeAsync(Math.min(50, ms - elapsed));
    await sleep(2);
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await pass(10);
  if (!check()) throw new Error(`never happened: ${what}`);
}

const cleanups: (() => Promise<void> | void)[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A started engine whose first cycle failed on a busy server: it now waits BACKOFF_MS for its retry. */
async function waitingEngine(network = { online: true }) {
  const server = new FakeSyncServer();
  const state = { serverUp: false };
  server.intercept = (path) => {
    if (!network.online && path !== '/api/sync/events') throw new TypeError('Failed to fetch');
    if (!state.serverUp && path.startsWith('/api/sync/pull'))
      return Response.json({ message: 'Server busy' }, { status: 503 });
    return undefined;
  };
  const phone = testDevice(USER, server.fetch);
  const statuses: EngineStatus[] = [];
  const engine = createSyncEngine({
    db: phone.db,
    api: phone.api,
    lock: noLock,
    onStatus: (s) => statuses.push(s),
    random: () => 1,
    debounceMs: 10,
    retryBaseMs: BACKOFF_MS,
    isOnline: () => network.online,
  });
  cleanups.push(
    () => phone.db.close(),
    () => engine.stop(),
  );
  engine.start();
  await until(() => server.events.listeners === 1, 'the event stream is open');
  await until(() => ['error', 'offline'].includes(engine.status().phase), 'the first cycle failed');
  const cycles = () => statuses.filter((s) => s.phase === 'syncing').length;
  // The timer started when the cycle failed; a little fake time has passed since.
  const waitLeft = () => (engine.status().retryAt ?? 0) - Date.now();
  expect(waitLeft()).toBeGreaterThan(BACKOFF_MS / 2);
  return { server, phone, engine, state, cycles, started: cycles(), waitLeft };
}

type Waiting = Awaited<ReturnType<typeof waitingEngine>>;

const TRIGGERS: [string, (h: Waiting) => Promise<void> | void][] = [
  ['the network coming back', () => void window.dispatchEvent(new Event('online'))],
  [
    'the tab becoming visible',
    () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
    },
  ],
  ['a local write', async (h) => void (await h.phone.tasks.create({ taskText: 'written meanwhile' }))],
  ['a server poke', (h) => h.server.events.poke()],
  ['Background Sync’s event', (h) => h.engine.request()],
];

describe('the sync engine’s backoff', () => {
  it.each(TRIGGERS)('%s starts no cycle during the wait, and one without it', async (_name, fire) => {
    const h = await waitingEngine();
    await fire(h);
    await pass(h.waitLeft() - 100);
    expect(h.cycles()).toBe(h.started);

    h.state.serverUp = true;
    await pass(100);
    await until(() => h.engine.status().phase === 'synced', 'the retry timer’s cycle synced');
    expect(h.cycles()).toBe(h.started + 1);

    const before = h.cycles();
    await pass(500);
    expect(h.cycles()).toBe(before);
    await fire(h);
    await until(() => h.cycles() > before, 'the trigger started a cycle');
  });

  it('lets the retry button through at once', async () => {
    const h = await waitingEngine();
    h.state.serverUp = true;
    expect(await h.engine.sync()).toBe(true);
    expect(h.cycles()).toBe(h.started + 1);
    expect(h.engine.status().retryAt).toBeNull();
  });

  it('ends a wait that began offline once a trigger finds the device online, not before', async () => {
    const network = { online: false };
    const h = await waitingEngine(network);
    expect(h.engine.status().phase).toBe('offline');
    await h.phone.tasks.create({ taskText: 'written offline' });
    await pass(h.waitLeft() - 100);
    expect(h.cycles()).toBe(h.started);

    network.online = true;
    h.state.serverUp = true;
    window.dispatchEvent(new Event('online'));
    await pass(20);
    expect(h.cycles()).toBe(h.started + 1);
    await until(() => h.engine.status().phase === 'synced', 'synced');
    expect(h.server.pushes.flat().map((m) => m.fields.taskText)).toEqual(['written offline']);
  });

  it('ignores Background Sync’s event in a tab that does not lead', async () => {
    const server = new FakeSyncServer();
    const phone = testDevice(USER, server.fetch);
    const engine = createSyncEngine({ db: phone.db, api: phone.api, lock: noLock, debounceMs: 10 });
    cleanups.push(() => phone.db.close());
    engine.request();
    await pass(100);
    expect(engine.status().phase).toBe('idle');
  });
});
