// Live queries run here (a global indexedDB; each device still has its own), so a local write wakes the
// engine through its watcher as in the app.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { LockRunner } from './leader.ts';
import { noLock } from './leader.ts';
import { runCycle } from './sync-cycle.ts';
import { createSyncEngine, type EngineStatus } from './sync-engine.ts';
import { type TestDevice, testDevice } from './test-support/device.ts';
import { eventually, sharedLock } from './test-support/engine-kit.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function setup(lock: LockRunner = noLock, device?: TestDevice, server = new FakeSyncServer()) {
  const phone = device ?? testDevice(USER, server.fetch);
  const statuses: EngineStatus[] = [];
  const engine = createSyncEngine({
    db: phone.db,
    api: phone.api,
    lock,
    onStatus: (s) => statuses.push(s),
    random: () => 0,
    debounceMs: 5,
    retryBaseMs: 20,
    isOnline: () => true,
  });
  cleanups.push(
    () => phone.db.close(),
    () => engine.stop(),
  );
  return { server, phone, engine, statuses };
}

describe('sync engine', () => {
  it('syncs on start and reports syncing then synced', async () => {
    const { server, phone, engine, statuses } = setup();
    const id = await phone.tasks.create({ taskText: 'on start' });
    engine.start();
    await eventually(() => expect(server.fieldsOf('task', id)).toBeDefined());
    await eventually(() => expect(engine.status().phase).toBe('synced'));
    expect(statuses.map((s) => s.phase)).toContain('syncing');
    expect(engine.status().leader).toBe(true);
  });

  it('syncs after each local write, and on a poke from the server', async () => {
    const { server, phone, engine } = setup();
    engine.start();
    await eventually(() => expect(server.events.listeners).toBe(1));
    const id = await phone.tasks.create({ taskText: 'written later' });
    await eventually(() => expect(server.fieldsOf('task', id)).toBeDefined());
    const other = testDevice(USER, server.fetch);
    cleanups.push(() => other.db.close());
    const fromElsewhere = await other.tasks.create({ taskText: 'from the laptop' });
    await runCycle(other.db, other.api);
    server.events.poke();
    await eventually(async () => expect(await phone.db.tasks.get(fromElsewhere)).toBeDefined());
  });

  it('retries with backoff after a failure until it gets through', async () => {
    const { server, phone, engine, statuses } = setup();
    let failures = 2;
    server.intercept = (path) => {
      if (path === '/api/sync/push' && failures-- > 0)
        return Response.json({ message: 'Server busy' }, { status: 503 });
      return undefined;
    };
    const id = await phone.tasks.create({ taskText: 'eventually' });
    engine.start();
    await eventually(() => expect(server.fieldsOf('task', id)).toBeDefined());
    const failed = statuses.filter((s) => s.phase === 'error');
    expect(failed.map((s) => s.error)).toEqual(['Server busy', 'Server busy']);
    expect(failed.every((s) => s.retryAt !== null)).toBe(true);
    await eventually(() => expect(engine.status()).toMatchObject({ phase: 'synced', error: null }));
  });

  it('does not retry on a timer what the server refused for good', async () => {
    const { server, phone, engine } = setup();
    let pushes = 0;
    server.intercept = (path) => {
      // No event stream: its `ready` asks for a pull of its own, a cycle that would push again.
      if (path === '/api/sync/events') return new Response(null, { status: 503 });
      if (path !== '/api/sync/push') return undefined;
      pushes += 1;
      return Response.json({ message: 'You cannot perform this action as a demo user!' }, { status: 403 });
    };
    await phone.tasks.create({ taskText: 'refused' });
    engine.start();
    await eventually(() => expect(engine.status().phase).toBe('error'));
    await new Promise((r) => setTimeout(r, 150));
    expect(pushes).toBe(1);
    expect(engine.status().retryAt).toBeNull();
  });

  it('goes round once more when asked during a cycle', async () => {
    const { server, engine } = setup();
    let pulls = 0;
    server.intercept = (path) => {
      if (path.startsWith('/api/sync/pull')) pulls += 1;
      return undefined;
    };
    const first = engine.sync();
    const second = engine.sync();
    expect(second).toBe(first);
    expect(await first).toBe(true);
    expect(pulls).toBe(2);
  });

  it('lets one tab lead at a time; another takes over when the leader stops', async () => {
    const lock = sharedLock();
    const server = new FakeSyncServer();
    const a = setup(lock, undefined, server);
    const b = setup(lock, testDevice(USER, server.fetch), server);
    a.engine.start();
    b.engine.start();
    await eventually(() => expect(a.engine.status().leader).toBe(true));
    expect(b.engine.status().leader).toBe(false);
    await a.engine.stop();
    await eventually(() => expect(b.engine.status().leader).toBe(true));
  });

  it('stops syncing when stopped', async () => {
    const { server, phone, engine } = setup();
    engine.start();
    await eventually(() => expect(engine.status().phase).toBe('synced'));
    await engine.stop();
    await phone.tasks.create({ taskText: 'after stop' });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.pushes).toEqual([]);
    expect(server.events.listeners).toBe(0);
  });
});
