// The engine's first cycle and the event stream's `ready` (sync-engine.ts): the first cycle starts at once,
// not after the debounce, and a `ready` asks for a pull asked for after it, which a cycle under way that
// pulls later gives without a cycle of its own.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { noLock } from './leader.ts';
import { createSyncEngine } from './sync-engine.ts';
import { testDevice } from './test-support/device.ts';
import { eventually } from './test-support/engine-kit.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';

const USER = '019a0000-0000-7000-8000-0000000000ab';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A gate a request waits at until the test opens it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * A device on a fake server that counts its pulls; the debounce is long (a second), so that a cycle it
 * delays shows. `hold` keeps requests to a path waiting.
 */
function setup(hold: Record<string, Promise<void>> = {}) {
  const server = new FakeSyncServer();
  const log: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    log.push(path.replace('/api/sync/', ''));
    await hold[path];
    return server.fetch(input, init);
  };
  const phone = testDevice(USER, fetch);
  const engine = createSyncEngine({
    db: phone.db,
    api: phone.api,
    lock: noLock,
    random: () => 0,
    debounceMs: 1000,
    isOnline: () => true,
  });
  cleanups.push(
    () => phone.db.close(),
    () => engine.stop(),
  );
  const pulls = () => log.filter((line) => line === 'pull').length;
  return { server, phone, engine, pulls };
}

describe('the first cycle and the stream’s ready', () => {
  it('starts the first cycle at once, not after the debounce', async () => {
    const { engine } = setup();
    const started = Date.now();
    engine.start();
    await eventually(() => expect(engine.status().phase).toBe('synced'), 900);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('takes a pull asked for after `ready` for it: no cycle of its own', async () => {
    const listening = gate();
    const { server, phone, engine, pulls } = setup({ '/api/sync/push': listening.opened });
    await phone.tasks.create({ taskText: 'pushed before the pull' });
    engine.start();
    // The push waits until the stream listens and its `ready` is read; the pull comes after it.
    await eventually(() => expect(server.events.listeners).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    listening.open();
    await eventually(() => expect(engine.status().phase).toBe('synced'));
    await new Promise((r) => setTimeout(r, 100));
    expect(pulls()).toBe(1);
    expect(engine.status().phase).toBe('synced');
  });

  it('pulls again for a `ready` that comes after the cycle’s last pull', async () => {
    const pulled = gate();
    const { engine, pulls } = setup({ '/api/sync/events': pulled.opened });
    engine.start();
    await eventually(() => expect(pulls()).toBe(1));
    // The stream connects only now: a write committed before it listened was never poked.
    pulled.open();
    await eventually(() => expect(pulls()).toBe(2), 3000);
    await eventually(() => expect(engine.status().phase).toBe('synced'));
  });
});
