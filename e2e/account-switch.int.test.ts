// @vitest-environment jsdom
// An account switch on one device, through the app's own sync runtime (the one main.tsx starts) on
// fake-indexeddb, against the real server in-process: Ann's cycle is in flight with a write of hers waiting
// for another round when Bob signs in. Nothing of Ann's may reach Bob's account or Bob's of hers, Bob's
// engine must sync his writes without a reload, and Ann's queue goes up once she signs in again.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentUserData } from '../pwa/src/data/user-data';
import { startSyncRuntime } from '../pwa/src/features/sync/sync-runtime';
import { signIn } from '../pwa/src/state/session';
import { aSession } from '../pwa/src/test-support/users';
import { insertUser, type TestUser } from '../sync-server/src/testing/factories';
import { createTestApp, type TestApp } from '../sync-server/src/testing/test-app';

let t: TestApp;
let stopRuntime: () => void;
/** Requests of this token to this path wait until released. */
const held = new Map<string, { path: string; release: Promise<void> }>();
/** Holds put on a token only once it sends a push: that cycle's later requests wait, not an earlier one's. */
const heldAfterPush = new Map<string, { path: string; release: Promise<void> }>();
const sent: { path: string; token: string }[] = [];
// Only a wait that fails reaches its deadline: generous, as two cores running the whole suite need it.
const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  t = await createTestApp({}, { LOG_REQUESTS: 'false' });
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = String(input);
    const token = new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? '';
    sent.push({ path, token });
    const armed = heldAfterPush.get(token);
    if (armed && path.startsWith('/api/sync/push')) {
      held.set(token, armed);
      heldAfterPush.delete(token);
    }
    const hold = held.get(token);
    // A held request ends when released, or when its caller aborts it, as a real one would.
    if (hold && path.startsWith(hold.path))
      await new Promise<void>((resolve, reject) => {
        void hold.release.then(resolve);
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    init.signal?.throwIfAborted();
    return t.app.request(path, init);
  });
});
afterAll(async () => {
  stopRuntime?.();
  vi.unstubAllGlobals();
  await t.close();
});

const tasksOf = (user: TestUser) => t.deps.store.collection('tasks').find({ userID: user.user._id });
const textsOf = async (user: TestUser) => (await tasksOf(user)).map((d) => d.taskText).sort();

async function localTexts(): Promise<string[]> {
  const data = currentUserData();
  if (!data) return [];
  return (await data.db.tasks.toArray()).map((r) => r.taskText).sort();
}

describe('an account switch on one device', () => {
  it("sends nothing of Ann's to Bob's account, syncs Bob's writes, and Ann's queue when she is back", async () => {
    const ann = await insertUser(t.deps, { name: 'Ann Lee' });
    const bob = await insertUser(t.deps, { name: 'Bob Ray' });
    await t.app.request('/api/tasks/', {
      method: 'POST',
      headers: { ...bob.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ taskText: "Bob's private task" }),
    });

    signIn(aSession({ _id: ann.user._id, name: 'Ann Lee' }, ann.token));
    stopRuntime = startSyncRuntime();
    await vi.waitFor(() => expect(currentUserData()?.userId).toBe(ann.user._id), WAIT);
    const annData = currentUserData();
    if (!annData) throw new Error('no data');
    const annClient = (await annData.db.meta.get('sync'))?.clientId;

    // Ann's next cycle pushes her first task, then its pull hangs (a slow network). The hold starts with
    // that push: the engine's first cycle (it starts at once) may still be pulling when the task is written.
    let release = () => {};
    heldAfterPush.set(ann.token, { path: '/api/sync/pull', release: new Promise((r) => (release = r)) });
    await annData.tasks.create({ taskText: 'Ann one' });
    // The push went, and a pull after it (held).
    await vi.waitFor(() => {
      const ofAnn = sent.filter((s) => s.token === ann.token).map((s) => s.path.split('?')[0]);
      const pushed = ofAnn.indexOf('/api/sync/push');
      expect(pushed).toBeGreaterThanOrEqual(0);
      expect(ofAnn.slice(pushed)).toContain('/api/sync/pull');
    }, WAIT);
    await vi.waitFor(async () => expect(await textsOf(ann)).toEqual(['Ann one']), WAIT);
    // A write while the pull hangs asks for one more round.
    await annData.tasks.create({ taskText: 'Ann two, queued' });

    signIn(aSession({ _id: bob.user._id, name: 'Bob Ray' }, bob.token));
    // The runtime hears of the sign-in (valtio tells after the current task), then the answer arrives.
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    held.clear();
    heldAfterPush.clear();
    await vi.waitFor(() => expect(currentUserData()?.userId).toBe(bob.user._id), WAIT);

    // Bob's engine runs: his own task comes down, his write goes up without a reload.
    await vi.waitFor(async () => expect(await localTexts()).toEqual(["Bob's private task"]), WAIT);
    await currentUserData()?.tasks.create({ taskText: 'Bob two' });
    await vi.waitFor(async () => expect(await textsOf(bob)).toEqual(['Bob two', "Bob's private task"]), WAIT);

    // Nothing of Ann's went out as Bob, and her device id is not Bob's.
    expect(sent.filter((s) => s.token === bob.token && s.path === '/api/sync/push').length).toBeGreaterThan(
      0,
    );
    const clients = await t.deps.store.collection('sync_clients').find({ _id: annClient });
    expect(clients.map((c) => c.userID)).toEqual([ann.user._id]);

    // Ann back: her queued task goes up to her account, and Bob's stays out of her database.
    signIn(aSession({ _id: ann.user._id, name: 'Ann Lee' }, ann.token));
    await vi.waitFor(() => expect(currentUserData()?.userId).toBe(ann.user._id), WAIT);
    await vi.waitFor(async () => expect(await textsOf(ann)).toEqual(['Ann one', 'Ann two, queued']), WAIT);
    await vi.waitFor(async () => expect(await localTexts()).toEqual(['Ann one', 'Ann two, queued']), WAIT);
    expect(await textsOf(bob)).toEqual(['Bob two', "Bob's private task"]);
  });
});
