// What every limit answers, whatever its rule (fixed window, growing delay).
import type { DocumentStore } from '../../ports/document-store';

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export interface Limiter {
  readonly name: string;
  /** Counts `weight` attempts for key and says whether they are within the limit. */
  consume(store: DocumentStore, key: string, weight?: number): Promise<RateLimitResult>;
  /** Forgets key's attempts (a correct password ends the guessing it was limited for). */
  reset(store: DocumentStore, key: string): Promise<void>;
}

export const retryAfter = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));
