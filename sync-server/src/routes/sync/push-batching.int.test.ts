// How a push writes the change log and the client's record: once per push, not once per mutation
// (change-log.ts ChangeBatch, push.ts advanceClient), with the same log a pull reads as before. Counted
// operations, never timings: the throughput itself is a bench figure (`npm run bench`).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { createSqliteStore } from '../../adapters/document-store/sqlite';
import type { DocumentStore, LockedStore } from '../../ports/document-store';
import {
  CHANGES,
  ChangeBatch,
  type ChangeEntry,
  entryId,
  recordChange,
  SCOPES,
  scopeEntries,
  userScope,
} from '../../services/sync/change-log';
import { SUPERSEDED } from '../../services/sync/log-compaction';
import { PULL_UNITS } from '../../services/sync/pull-units';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, task, withoutProfile } from './sync-kit';

/** The store, with every operation of each withLock section named in its own list as "collection.method". */
function counting(store: DocumentStore, sections: string[][]): DocumentStore {
  return {
    ...store,
    withLock: (scope, fn) =>
      store.withLock(scope, (tx) => {
        const calls: string[] = [];
        sections.push(calls);
        return fn({
          collection: (name) =>
            new Proxy(tx.collection(name), {
              get(target, prop, receiver) {
                const value: unknown = Reflect.get(target, prop, receiver);
                if (typeof value !== 'function') return value;
                return (...args: unknown[]) => {
                  calls.push(`${name}.${String(prop)}`);
                  return value.apply(target, args);
                };
              },
            }),
          revisionFloor: tx.revisionFloor,
        });
      }),
  };
}

const creates = (device: Device, n: number) =>
  Array.from({ length: n }, (_, i) =>
    device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task(`task ${i}`) }),
  );

describe('a push writes the log and the client once', () => {
  let t: TestApp;
  let ann: TestUser;
  const sections: string[][] = [];
  let storeDir: string | undefined;
  afterEach(async () => {
    await t.close();
    if (storeDir) await rm(storeDir, { recursive: true, force: true });
    storeDir = undefined;
  });

  async function start(store?: DocumentStore) {
    // The per-account writes limit is not what these tests are about.
    t = await createTestApp(store ? { store } : {}, { WRITES_PER_MINUTE: '100000' });
    ann = await insertUser(t.deps);
  }

  const entries = () =>
    t.deps.store
      .collection<ChangeEntry>(CHANGES)
      .find(scopeEntries(userScope(ann.user._id)), { sort: { _id: 1 } });

  it('logs 500 creates with one insert of entries and one update of the scope and the client', async () => {
    storeDir = await mkdtemp(join(tmpdir(), 'push-batching-'));
    await start(counting(await createSqliteStore({ file: join(storeDir, 'store.sqlite') }), sections));
    const device = new Device(t, ann);
    expect((await device.push(creates(device, 3))).status).toBe(200);
    sections.length = 0;
    const { status, body } = await device.push(creates(device, 500));
    expect(status).toBe(200);
    expect(body.lastSeq).toBe(503);
    // The push's own section (the profile's new task count is logged in one of its own afterwards).
    const calls = sections.find((s) => s.includes('tasks.insertOne')) ?? [];
    const count = (call: string) => calls.filter((c) => c === call).length;
    expect(count('sync_changes.insertMany')).toBe(1);
    expect(count('sync_changes.insertOne')).toBe(0);
    expect(calls.filter((c) => c.startsWith('sync_scopes.') && c !== 'sync_scopes.findOne')).toEqual([
      'sync_scopes.findOneAndUpdate',
    ]);
    expect(count('sync_clients.updateOne')).toBe(1);
    expect(count('tasks.insertOne')).toBe(500);
  });

  it('numbers the entries of each push after those before it, one seq each', async () => {
    await start();
    const device = new Device(t, ann);
    await device.push(creates(device, 2));
    await device.push(creates(device, 500));
    const scope = userScope(ann.user._id);
    const log = await entries();
    // Each push's 1 + 500 tasks, then the profile's new task count; the second push's profile entry
    // took the place of the first's (log-compaction.ts), whose seq is accounted for by its kept tag.
    const tasks = log.filter((e) => e.entity === 'task');
    expect(tasks.map((e) => e.seq)).toEqual([1, 2, ...Array.from({ length: 500 }, (_, i) => i + 4)]);
    expect(log.filter((e) => e.entity === 'profile').map((e) => e.seq)).toEqual([504]);
    expect(log.map((e) => e._id)).toEqual(log.map((e) => entryId(scope, e.seq)));
    expect(await t.deps.store.collection(SUPERSEDED).find(scopeEntries(scope))).toEqual([
      { _id: entryId(scope, 3), tag: expect.any(String) },
    ]);
    expect((await t.deps.store.collection(SCOPES).findOne({ _id: scope }))?.seq).toBe(504);
    const ids = new Set(
      (await t.deps.store.collection('tasks').find({ userID: ann.user._id })).map((d) => d._id),
    );
    expect(log.filter((e) => e.entity === 'task').every((e) => ids.has(e.id))).toBe(true);
  });

  it('pages a pull past seqs missing from the log', async () => {
    await start();
    const device = new Device(t, ann);
    // A page of tasks and 100 more (pull-units.ts).
    const made = creates(device, PULL_UNITS + 100);
    await device.pushInBatches(made);
    // As a views entry gives way to a newer one (view-feed.ts): 100 entries go, newer ones follow.
    const scope = userScope(ann.user._id);
    const first = (await entries()).find((e) => e.entity === 'task')?.seq ?? 0;
    const gone = await t.deps.store
      .collection(CHANGES)
      .deleteMany({ _id: { $gte: entryId(scope, first + 50), $lt: entryId(scope, first + 150) } });
    expect(gone).toBe(100);
    const moved = made.slice(50, 150).map((m) =>
      device.mutation({
        entity: 'task',
        id: m.id,
        kind: 'update',
        baseRev: 1,
        fields: { completed: true },
      }),
    );
    expect((await device.push(moved)).body.results.every((r) => r.status === 'applied')).toBe(true);

    // A page is the first 2,000 entries left, each document once (a fresh device gets the profile too).
    const head = (await entries()).slice(0, PULL_UNITS);
    const docs = new Set(head.map((e) => `${e.entity}:${e.id}`));
    const reader = new Device(t, ann);
    const page = await reader.pull();
    expect(page.changes.length).toBe(docs.size + (docs.has(`profile:${ann.user._id}`) ? 0 : 1));
    expect(page.hasMore).toBe(true);
    const rest = await reader.pullAll();
    const tasks = withoutProfile([...page.changes, ...rest]).filter((c) => c.entity === 'task');
    expect(tasks.map((c) => c.id).sort()).toEqual(made.map((m) => m.id).sort());
    const done = tasks.filter((c) => c.doc?.completed === true).map((c) => c.id);
    expect(done.sort()).toEqual(moved.map((m) => m.id).sort());
  });

  it('forgets why a mutation was rejected once 1,000 more seqs are taken', async () => {
    await start();
    const device = new Device(t, ann);
    const refused = device.mutation({
      entity: 'task',
      id: newId(),
      kind: 'create',
      fields: { taskText: '' },
    });
    expect((await device.push([refused])).body.results[0]?.status).toBe('rejected');
    await device.push(creates(device, 500));
    await device.push(creates(device, 499));
    // lastSeq 1000: seq 1 is still within the last 1,000.
    expect((await device.push([refused])).body.results[0]?.status).toBe('rejected');
    await device.push(creates(device, 1));
    expect((await device.push([refused])).body.results[0]?.status).toBe('duplicate');
  });

  it('refuses to write a batch of changes when the scope moved under it, writing nothing', async () => {
    await start();
    const scope = userScope(ann.user._id);
    const section = t.deps.store.withLock(scope, async (tx) => {
      const batch = new ChangeBatch(tx);
      await recordChange(tx, scope, 'task', 'a', 1);
      // Another handle on the same section is not part of the batch: its change is written at once.
      const other: LockedStore = {
        collection: (name) => tx.collection(name),
        revisionFloor: tx.revisionFloor,
      };
      await recordChange(other, scope, 'task', 'b', 1);
      await batch.flush();
    });
    await expect(section).rejects.toThrow(`the change log of ${scope} moved under a batch of its changes`);
    expect(await entries()).toEqual([]);
  });
});
