// Who wrote what. Every field's stamp (stamps.ts) names the writer of its current value: the pushing
// device's clientId, 'web' for the owner's REST calls, 'admin:<id>' for an admin's. Conflicts store the writers of both versions, and a pull names them for the owner's devices:
// a device by its clientId and label, the website and admins by a label only (an admin's id stays here).
import { clampTime, type WriterId } from '../../../../shared/sync/merge';
import type { ConflictWriter } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import type { ConflictDoc } from './conflicts';
import { type ClientDoc, SYNC_CLIENTS } from './sync-clients';
import type { ClientOp } from './synced-docs';

export type RestWriter = 'web' | `admin:${string}`;
export const WEB_WRITER: RestWriter = 'web';
const ADMIN_PREFIX = 'admin:';

export const adminWriter = (adminId: string): RestWriter => `${ADMIN_PREFIX}${adminId}`;

/** The writer of a REST call on ownerId's document: an admin writing their own is its owner on the website. */
export const restWriterOn = (by: RestWriter, ownerId: string): RestWriter =>
  by === adminWriter(ownerId) ? WEB_WRITER : by;

/** Where a write comes from: a pushed mutation (its device), or a REST call; absent means the owner's. */
export type WriteFrom = ClientOp | RestWriter;

export function writerOf(from: WriteFrom | undefined): WriterId {
  if (from === undefined) return WEB_WRITER;
  return typeof from === 'object' ? from.clientId : from;
}

/**
 * Who makes a write, when it counts as made (per field where a device names times of its own), and for a
 * device the seq that orders its own writes.
 */
export interface WriteStamp {
  by: WriterId;
  at: number;
  fieldAt?: Record<string, number>;
  seq?: number;
}

/** A device's recorded times are clamped to now (merge.ts clampTime); the website's and admins' is now. */
export function writeStamp(from: WriteFrom | undefined, now: Date): WriteStamp {
  const received = now.getTime();
  if (typeof from !== 'object') return { by: writerOf(from), at: received };
  const at = clampTime(from.at, received);
  if (!from.fieldAt) return { by: from.clientId, at, seq: from.seq };
  const fieldAt = Object.fromEntries(
    Object.entries(from.fieldAt).map(([field, time]) => [field, clampTime(time, received)]),
  );
  return { by: from.clientId, at, fieldAt, seq: from.seq };
}

const WEBSITE: ConflictWriter = { clientId: null, label: 'the website' };
const AN_ADMIN: ConflictWriter = { clientId: null, label: 'an admin' };
/** A device whose label is not known (bound before labels were kept and silent since). */
const UNLABELLED = 'another device';

const isDevice = (writer: WriterId): boolean => writer !== WEB_WRITER && !writer.startsWith(ADMIN_PREFIX);

function named(
  writer: WriterId | null | undefined,
  labels: ReadonlyMap<string, string>,
): ConflictWriter | null {
  if (!writer) return null;
  if (writer === WEB_WRITER) return WEBSITE;
  if (writer.startsWith(ADMIN_PREFIX)) return AN_ADMIN;
  return { clientId: writer, label: labels.get(writer) ?? UNLABELLED };
}

/**
 * Conflict documents as the owner's devices receive them, with keptBy and lostBy named (one query for all
 * the devices' labels). A conflict stored before writers were kept is sent without them.
 */
export async function conflictViews(
  deps: Pick<Deps, 'store'>,
  userId: string,
  docs: readonly ConflictDoc[],
): Promise<Record<string, unknown>[]> {
  const devices = new Set<string>();
  for (const doc of docs)
    for (const writer of [doc.keptBy, doc.lostBy]) if (writer && isDevice(writer)) devices.add(writer);
  const labels = new Map<string, string>();
  if (devices.size > 0) {
    const clients = await deps.store
      .collection<ClientDoc>(SYNC_CLIENTS)
      .find({ _id: { $in: [...devices] }, userID: userId }, { projection: { _id: 1, label: 1 } });
    for (const client of clients) if (client.label) labels.set(client._id, client.label);
  }
  return docs.map(({ keptBy, lostBy, resolved, ...doc }) => {
    // Conflicts stored before resolutions were synced have no flag: they are open.
    const view = { ...doc, resolved: resolved === true };
    return keptBy === undefined && lostBy === undefined
      ? view
      : { ...view, keptBy: named(keptBy, labels), lostBy: named(lostBy, labels) };
  });
}
