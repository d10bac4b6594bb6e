// The account-wide count of open live streams, kept in the DocumentStore so that it holds across server
// instances: each open stream holds a lease the instance renews with every heartbeat and deletes when the
// stream ends. A crashed instance cannot delete its leases, so they lapse after a few missed heartbeats
// instead; counting only unexpired ones frees those slots on their own.
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { RateLimitError } from '../errors';
import { STREAMS_RETRY_AFTER_S, tooManyStreams } from './event-streams';

export const STREAM_LEASES = 'stream_leases';

interface Lease {
  _id: string;
  userID: string;
  /** Epoch ms after which the stream counts as gone. */
  expiresAt: number;
}

const leases = (deps: Pick<Deps, 'store'>) => deps.store.collection<Lease>(STREAM_LEASES);

/**
 * Takes a lease for a new stream of userId, or refuses it with 429 when the account already holds
 * `limit` live ones. The lease is stored before counting, so two instances opening at once can both be
 * refused but never both pass the limit. Answers the lease's id.
 */
export async function takeStreamLease(
  deps: Pick<Deps, 'store'>,
  userId: string,
  limit: number,
  leaseMs: number,
  now = Date.now(),
): Promise<string> {
  const col = leases(deps);
  await col.deleteMany({ userID: userId, expiresAt: { $lte: now } });
  const id = newId(now);
  await col.insertOne({ _id: id, userID: userId, expiresAt: now + leaseMs });
  if ((await col.count({ userID: userId, expiresAt: { $gt: now } })) > limit) {
    await col.deleteOne({ _id: id });
    throw new RateLimitError(STREAMS_RETRY_AFTER_S, tooManyStreams(limit));
  }
  return id;
}

export async function renewStreamLease(
  deps: Pick<Deps, 'store'>,
  id: string,
  leaseMs: number,
  now = Date.now(),
): Promise<void> {
  await leases(deps).updateOne({ _id: id }, { $set: { expiresAt: now + leaseMs } });
}

export async function dropStreamLease(deps: Pick<Deps, 'store'>, id: string): Promise<void> {
  await leases(deps).deleteOne({ _id: id });
}
