// The engine's edges: stopping it mid-cycle, two engines on one database, and a wake-up during a cycle that
// fails. Live queries run here (a global indexedDB), so a local write wakes the engine as in the app.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { type LockRunner, noLock } from './leader.ts';
import { createSyncApi } from './sync-api.ts';
import { createSyncEngine } from './sync-engine.ts';
import { type TestDevice, testDevice } from './test-support/device.ts';
import { eventually, sharedLock } from './test-support/engine-kit.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A network in front of the fake server that holds requests to one path until the test releases them
 * (with the server's answer, or one of its own); an abort ends a held request unless told otherwise.
 */
function heldNetwork(server: FakeSyncServer) {
  const held: { signal: AbortSignal | undefined; release: (answer?: Response) => void }[] = [];
  const gate = { path: '', honoursAbort: true, held };
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    if (gate.path && String(input).startsWith(gate.path)) {
      const answer = await new Promise<Response | undefined>((resolve, reject) => {
        held.push({ signal: init.signal ?? undefined, release: resolve });
        if (gate.honoursAbort)
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
      if (answer) return answer;
    }
    return server.fetch(input, init);
  };
  return { gate, fetch };
}

function engineOn(device: TestDevice, fetch: typeof globalThis.fetch, lock: LockRunner = noLock) {
  const engine = createSyncEngine({
    db: device.db,
    api: (signal) => createSyncApi({ token: () => 'token-1', fetch, xhr: false, signal }),
    lock,
    random: () => 0,
    debounceMs: 5,
    retryBaseMs: 20,
    isOnline: () => true,
  });
  cleanups.push(() => engine.stop());
  return engine;
}

function device(server: FakeSyncServer): TestDevice {
  const phone = testDevice(USER, server.fetch);
  cleanups.push(() => phone.db.close());
  return phone;
}

describe('stopping the sync engine', () => {
  it('aborts the cycle under way and runs no round after it, even one asked for meanwhile', async () => {
    const server = new FakeSyncServer();
    const phone = device(server);
    const { gate, fetch } = heldNetwork(server);
    gate.path = '/api/sync/pull';
    const engine = engineOn(phone, fetch);
    engine.start();
    await eventually(() => expect(gate.held).toHaveLength(1));
    // A write while the pull hangs asks for one more round.
    await phone.tasks.create({ taskText: 'written during the pull' });
    await pause(30);

    await engine.stop();
    expect(gate.held[0]?.signal?.aborted).toBe(true);
    await pause(50);
    expect(server.pushes).toEqual([]);
    expect(gate.held).toHaveLength(1);
    expect(await engine.sync()).toBe(false);
    expect(server.pushes).toEqual([]);
  });

  it('holds the lock until its cycle has ended, so another tab never syncs the database beside it', async () => {
    const server = new FakeSyncServer();
    const lock = sharedLock();
    const tab = device(server);
    const { gate, fetch } = heldNetwork(server);
    // A transport that answers after the abort (the push reached the server): the answer is stored.
    gate.honoursAbort = false;
    gate.path = '/api/sync/push';
    const first = engineOn(tab, fetch, lock);
    const second = engineOn(testDevice(USER, server.fetch), server.fetch, lock);
    await tab.tasks.create({ taskText: 'pushed by the first tab' });
    first.start();
    second.start();
    await eventually(() => expect(gate.held).toHaveLength(1));

    const stopped = first.stop();
    await pause(50);
    expect(second.status().leader).toBe(false);
    gate.path = '';
    gate.held[0]?.release();
    await stopped;
    await eventually(() => expect(second.status().leader).toBe(true));
  });
});

describe('a wake-up during a cycle', () => {
  it('is kept when the cycle then fails for good: the write it was for still goes up', async () => {
    const server = new FakeSyncServer();
    const phone = device(server);
    const { gate, fetch } = heldNetwork(server);
    const engine = engineOn(phone, fetch);
    engine.start();
    await eventually(() => expect(engine.status().phase).toBe('synced'));

    gate.path = '/api/sync/push';
    await phone.tasks.create({ taskText: 'refused' });
    await eventually(() => expect(gate.held).toHaveLength(1));
    const later = await phone.tasks.create({ taskText: 'written while refused' });
    await pause(30);
    gate.path = '';
    const refusal = { message: 'You cannot perform this action as a demo user!' };
    gate.held[0]?.release(Response.json(refusal, { status: 403 }));

    await eventually(() =>
      expect(server.fieldsOf('task', later)).toMatchObject({ taskText: 'written while refused' }),
    );
  });
});
