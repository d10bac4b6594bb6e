// @vitest-environment jsdom
/// <reference lib="dom" />
// A push refused by the server's writes-per-minute limit (429 with Retry-After) is a backoff, not a
// failure for good: the engine waits as long as the server asked (not its own shorter first step),
// then sends the same writes, on fake timers.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noLock } from './leader.ts';
import { createSyncEngine } from './sync-engine.ts';
import { testDevice } from './test-support/device.ts';
import { FakeSyncServer } from './test-support/fake-sync-server.ts';

const USER = '019a0000-0000-7000-8000-0000000000ab';
const realTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise<void>((resolve) => realTimeout(resolve, ms));

async function pass(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 250) {
    await vi.advanceTimersByTimeAsync(Math.min(250, ms - elapsed));
    await sleep(1);
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await pass(10);
  if (!check()) throw new Error(`never happened: ${what}`);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the sync engine and a rate-limited push', () => {
  it('waits the Retry-After the server named, then pushes the same writes', async () => {
    const server = new FakeSyncServer();
    let refusals = 1;
    const message =
      'Too many changes from this account: at most 600 per minute. Please try again in 30 seconds.';
    server.intercept = (path) => {
      if (path !== '/api/sync/push' || refusals === 0) return undefined;
      refusals -= 1;
      return Response.json({ message }, { status: 429, headers: { 'Retry-After': '30' } });
    };
    const phone = testDevice(USER, server.fetch);
    const engine = createSyncEngine({
      db: phone.db,
      api: phone.api,
      lock: noLock,
      random: () => 1,
      debounceMs: 10,
    });
    try {
      await phone.tasks.create({ taskText: 'written quickly' });
      engine.start();
      await until(() => engine.status().phase === 'error', 'the push was refused');
      expect(engine.status().error).toBe(message);
      // The engine's own first step is about a second; the server asked for 30.
      expect((engine.status().retryAt ?? 0) - Date.now()).toBeGreaterThan(29_000);

      await pass(28_000);
      expect(server.pushes).toHaveLength(0);
      await pass(2_500);
      await until(() => engine.status().phase === 'synced', 'the retry synced');
      expect(server.pushes.flat().map((m) => m.fields.taskText)).toEqual(['written quickly']);
    } finally {
      await engine.stop();
      phone.db.close();
    }
  });
});
