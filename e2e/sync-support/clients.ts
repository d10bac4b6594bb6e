// Devices for the sync integration tests: real repositories and the real sync engine on separate
// fake-indexeddb instances, talking to the real server in-process through a Network each.
import { expect } from 'vitest';
import { fieldsOfDoc, pickFields } from '../../pwa/src/data/entities';
import { noLock } from '../../pwa/src/data/leader';
import { createSyncEngine, type SyncEngine } from '../../pwa/src/data/sync-engine';
import { type TestDevice, testDevice } from '../../pwa/src/data/test-support/device';
import type { SyncEntity } from '../../shared/sync/protocol';
import type { TestUser } from '../../sync-server/src/testing/factories';
import type { TestApp } from '../../sync-server/src/testing/test-app';
import { Network, type PushRecord } from './network';

export interface Client {
  name: string;
  device: TestDevice;
  network: Network;
  engine: SyncEngine;
  /** One sync cycle; true when it completed. */
  sync(): Promise<boolean>;
}

export function makeClient(
  t: TestApp,
  who: TestUser,
  pushes: PushRecord[],
  name: string,
  resize?: (file: Blob) => Promise<{ blob: Blob; width: number; height: number }>,
  /** Its photo cache (none by default, as on Node). */
  caches: CacheStorage | null = null,
): Client {
  const network = new Network(t, pushes);
  const device = testDevice(who.user._id, network.fetch, who.token, resize);
  const engine = createSyncEngine({
    db: device.db,
    api: device.api,
    lock: noLock,
    isOnline: () => true,
    caches,
  });
  return { name, device, network, engine, sync: () => engine.sync() };
}

/** Syncs every client until all outboxes are empty, then once more each so everyone pulls the rest. */
export async function settle(clients: readonly Client[], rounds = 6): Promise<void> {
  for (const c of clients) c.network.mode = 'up';
  for (let round = 0; round < rounds; round++) {
    for (const c of clients) await c.sync();
    const waiting = await Promise.all(clients.map((c) => c.device.db.outbox.count()));
    if (waiting.every((n) => n === 0)) break;
  }
  for (const c of clients) expect(await c.sync()).toBe(true);
}

const COLLECTIONS = { task: 'tasks', draft: 'drafts', blog: 'blogs' } as const;

type Snapshot = Record<string, unknown>[];

/** The server's documents of one entity for a user: id, revision and synced fields. */
export async function serverSnapshot(t: TestApp, userId: string, entity: SyncEntity): Promise<Snapshot> {
  const docs = await t.deps.store
    .collection(COLLECTIONS[entity])
    .find({ userID: userId }, { sort: { _id: 1 } });
  return docs.map((d) => ({ _id: d._id, rev: d.rev, ...fieldsOfDoc(entity, d) }));
}

/** The same, as a device holds it. */
export async function localSnapshot(client: Client, entity: SyncEntity): Promise<Snapshot> {
  const table = client.device.db.table(COLLECTIONS[entity]);
  const records = await table.orderBy('_id').toArray();
  return records.map((r) => ({ _id: r._id, rev: r.rev, ...pickFields(entity, r) }));
}
