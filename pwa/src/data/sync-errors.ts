// How a failed cycle is treated. Transient failures (no network, a server fault, a rate limit, a database
// hiccup) are retried on a backoff timer, never sooner than the server's Retry-After asked. "auth" waits for the user to sign in again; "refused" (any other
// 4xx: the server's final word on this batch) waits for the next trigger or the retry button, because
// retrying on a timer would only repeat it.
import { ApiError } from '../api/client.ts';
import { isQuotaExceeded, STORAGE_FULL } from '../pwa/storage-full.ts';

export type FailureKind = 'transient' | 'auth' | 'refused';

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'transient';
  if (error.status === 401) return 'auth';
  if (error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status)) return 'refused';
  return 'transient';
}

/** The wait the server asked for (Retry-After on a 429 or 503), in ms; 0 when it named none. */
export function serverWait(error: unknown): number {
  return error instanceof ApiError ? error.retryAfterMs : 0;
}

export function failureMessage(error: unknown): string {
  if (isQuotaExceeded(error)) return STORAGE_FULL;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong while syncing.';
}
