// The devices that push (sync_clients): each clientId is bound to the first user that pushes it, keeps
// the highest seq taken from it, and a label from its browser's User-Agent so conflicts can name it.
import type { LockedStore } from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { ForbiddenError } from '../errors';
import { deviceLabel } from './device-label';

export const SYNC_CLIENTS = 'sync_clients';

export interface ClientDoc {
  _id: string;
  userID: string;
  lastSeq: number;
  /** Reasons of recent rejections by seq, so a device whose answer was lost still learns why. */
  rejected?: Record<string, string>;
  /** "Chrome on Android": what conflicts call this device; absent on devices bound before labels. */
  label?: string;
  createdAt: string;
}

const TAKEN = 'This device is registered to another account';

/** Under the user's scope lock: the client's record, made on its first push. */
export async function bindClient(
  tx: LockedStore,
  clientId: string,
  userId: string,
  userAgent: string | undefined,
  now: Date,
): Promise<ClientDoc> {
  const clients = tx.collection<ClientDoc>(SYNC_CLIENTS);
  const existing = await clients.findOne({ _id: clientId });
  if (existing) {
    if (existing.userID !== userId) throw new ForbiddenError(TAKEN);
    // A device bound before labels were kept gets one on its next push.
    if (existing.label === undefined) {
      const label = deviceLabel(userAgent);
      await clients.updateOne({ _id: clientId }, { $set: { label } });
      return { ...existing, label };
    }
    return existing;
  }
  const doc: ClientDoc = {
    _id: clientId,
    userID: userId,
    lastSeq: 0,
    label: deviceLabel(userAgent),
    createdAt: now.toISOString(),
  };
  try {
    await clients.insertOne(doc);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ForbiddenError(TAKEN);
    throw error;
  }
  return doc;
}
