// Rate-limit counters kept in the DocumentStore, so a limit holds across server instances. A counter is
// one small document per limit, key and window, named by a hash (no address or e-mail is stored), that
// lives until its window ends; expired ones are deleted by whichever request comes along at most once a
// minute (and ignored before that).
import { createHash } from 'node:crypto';
import { type DocumentStore, DuplicateKeyError } from '../../ports/document-store';

export const RATE_LIMITS = 'rate_limits';
const SWEEP_EVERY_MS = 60_000;

export interface CounterDoc {
  _id: string;
  /** The limit's name, so the collection can be read by a person. */
  limit: string;
  count: number;
  /** Ms since 1970 when the counter stops mattering. */
  expiresAt: number;
  /** Growing-delay limits: when the next attempt may be made (ms since 1970). */
  nextAt?: number;
}

export function counterId(limit: string, key: string, window = 0): string {
  const hash = createHash('sha256').update(key).digest('base64url').slice(0, 27);
  return `${limit}|${hash}|${window}`;
}

export const counters = (store: DocumentStore) => store.collection<CounterDoc>(RATE_LIMITS);

/** Adds `by` to the counter (made if missing) atomically; answers the count after it. */
export async function addToCounter(
  store: DocumentStore,
  doc: Omit<CounterDoc, 'count'>,
  by: number,
): Promise<number> {
  const all = counters(store);
  for (;;) {
    const counted = await all.findOneAndUpdate({ _id: doc._id }, { $inc: { count: by } });
    if (counted) return counted.count;
    try {
      await all.insertOne({ ...doc, count: by });
      return by;
    } catch (error) {
      // Another request (or instance) made it first: count on it.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

const sweptAt = new WeakMap<DocumentStore, number>();

/** Deletes expired counters, at most once a minute per store. */
export async function sweepWhenDue(store: DocumentStore, now: number): Promise<void> {
  if (now - (sweptAt.get(store) ?? 0) < SWEEP_EVERY_MS) return;
  sweptAt.set(store, now);
  await counters(store).deleteMany({ expiresAt: { $lte: now } });
}
