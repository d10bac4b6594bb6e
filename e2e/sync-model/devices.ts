// The devices: the real PWA data layer (repositories, outbox, sync engine) on its own fake-indexeddb each,
// talking to the server process through a recorded Network. A "fresh" device of the same user is made at
// the end and pulls everything from scratch: the reference every other device must equal.
import { NETWORK_ERROR } from '../../pwa/src/api/client';
import { pickFields, TABLE } from '../../pwa/src/data/entities';
import { noLock } from '../../pwa/src/data/leader';
import { userSyncApi } from '../../pwa/src/data/sync-api';
import { createSyncEngine, type SyncEngine } from '../../pwa/src/data/sync-engine';
import { loadIssues } from '../../pwa/src/data/sync-issues';
import { type TestDevice, testDevice } from '../../pwa/src/data/test-support/device';
import { type ConflictView, SYNC_ENTITIES, type SyncEntity } from '../../shared/sync/protocol';
import type { History } from './history';
import { Network, type Wire } from './network';

export interface Session {
  userId: string;
  token: string;
}

export interface Device {
  name: string;
  data: TestDevice;
  network: Network;
  /** The owner's engine; replaced by a new one when the owner signs in again after another account. */
  engine: SyncEngine;
  /** The owner of the device's database. */
  owner: Session;
  /** Who is signed in on the device now (another account for a while: accounts.ts). */
  signedIn: Session;
}

/**
 * An engine of `userId`'s database as the app's runtime makes it: its API bound to that user (requests
 * carry the device's session token only while the session is theirs) and to the engine's signal.
 */
export function boundEngine(
  db: TestDevice['db'],
  userId: string,
  signedIn: () => Session,
  fetch: typeof globalThis.fetch,
): SyncEngine {
  const api = (signal: AbortSignal) => userSyncApi(userId, signedIn, { fetch, xhr: false, signal });
  return createSyncEngine({ db, api, lock: noLock, isOnline: () => true });
}

export function makeDevice(
  name: string,
  session: Session,
  server: { readonly url: string },
  history: History,
  wire: Wire,
): Device {
  const network = new Network(name, server, history, wire);
  const data = testDevice(session.userId, network.fetch, session.token);
  const engine = boundEngine(data.db, session.userId, () => device.signedIn, network.fetch);
  const device: Device = { name, data, network, engine, owner: session, signedIn: session };
  return device;
}

/**
 * One sync cycle. A cycle that fails on something other than the network is noted with the engine's
 * message. A conflict resolution the server refuses (today's server refuses them all) may leave the
 * client unable to settle its answer; the refusal is on record in the pushes, so the test removes the
 * entry and goes on rather than let one client bug hide everything after it.
 */
export async function syncDevice(d: Device, history: History): Promise<boolean> {
  const ok = await d.engine.sync();
  if (ok) return true;
  const error = d.engine.status().error;
  if (error && error !== NETWORK_ERROR) history.note(`${d.name} sync failed: ${error}`);
  const head = await d.data.db.outbox.orderBy('seq').first();
  if (head && (head.entity as string) === 'conflict' && refused(history, head.opId)) {
    await d.data.db.outbox.delete(head.localId as number);
    history.note(
      `${d.name} could not settle the refused conflict mutation ${head.opId}; the test removed it`,
    );
  }
  return false;
}

function refused(history: History, opId: string): boolean {
  return history.pushes.some((p) =>
    p.response?.results.some((r) => r.opId === opId && r.status === 'rejected'),
  );
}

export type Snapshot = Record<string, Record<string, unknown>>;

/** A device's documents of one entity: id → rev and synced fields. */
export async function snapshot(d: Device, entity: SyncEntity): Promise<Snapshot> {
  const records = await d.data.db.table(TABLE[entity]).toArray();
  return Object.fromEntries(records.map((r) => [r._id, { rev: r.rev, ...pickFields(entity, r) }]));
}

export async function snapshots(d: Device): Promise<Record<SyncEntity, Snapshot>> {
  const all = await Promise.all(SYNC_ENTITIES.map((e) => snapshot(d, e)));
  return Object.fromEntries(SYNC_ENTITIES.map((e, i) => [e, all[i]])) as Record<SyncEntity, Snapshot>;
}

export type OpenConflict = Pick<
  ConflictView,
  '_id' | 'entity' | 'docId' | 'field' | 'kept' | 'lost' | 'kind'
>;

/** The conflicts the device shows as open (what the review dialog lists). */
export async function openConflicts(d: Device): Promise<OpenConflict[]> {
  const { conflicts } = await loadIssues(d.data.db);
  return conflicts
    .map(({ conflict: c }) => ({
      _id: c._id,
      entity: c.entity,
      docId: c.docId,
      field: c.field,
      kept: c.kept,
      lost: c.lost,
      ...(c.kind && { kind: c.kind }),
    }))
    .sort((a, b) => (a._id < b._id ? -1 : 1));
}
