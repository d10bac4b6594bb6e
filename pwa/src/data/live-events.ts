// Follows GET /api/sync/events. EventSource cannot send an Authorization header, so the stream is read
// with fetch and a ReadableStream. A poke asks for a sync; `ready` (a fresh connection) does too, since
// pokes sent while disconnected are gone. The server sends a heartbeat every 15 s: 45 s of silence means
// a dead connection, which is dropped and reopened, with backoff after failures. A stream the server
// refuses (429: the account has too many open) is tried again only after the wait it asked for.
import { ApiError } from '../api/client.ts';
import { backoffDelay } from './backoff.ts';
import { createSseParser } from './sse-parser.ts';
import type { SyncApi } from './sync-api.ts';

export const SILENCE_MS = 45_000;
const RECONNECT_BASE_MS = 1000;
const RECONNECT_MAX_MS = 60_000;

export interface LiveEventsOptions {
  api: Pick<SyncApi, 'openEvents'>;
  signal: AbortSignal;
  /** This device's clientId, sent so that its newest stream replaces its oldest on the server. */
  clientId?: () => Promise<string>;
  onPoke: () => void;
  onReady: () => void;
  random?: () => number;
  silenceMs?: number;
  reconnectBaseMs?: number;
  reconnectMaxMs?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', wake, { once: true });
  });
}

async function readOnce(options: LiveEventsOptions, connected: () => void): Promise<void> {
  const attempt = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  // The reader is cancelled too: a transport that does not end the body on abort (a service worker's
  // stream, an in-process server) must not keep a stopped engine waiting for the next event.
  const stop = () => {
    attempt.abort();
    reader?.cancel().catch(() => {});
  };
  options.signal.addEventListener('abort', stop, { once: true });
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(stop, options.silenceMs ?? SILENCE_MS);
  };
  const parser = createSseParser((event) => {
    if (event.event === 'ready') {
      connected();
      options.onReady();
    } else if (event.event === 'poke') options.onPoke();
  }, alive);
  try {
    alive();
    // No extra turn of the event loop when there is no clientId to read.
    const clientId = options.clientId ? await options.clientId() : undefined;
    reader = (await options.api.openEvents(attempt.signal, clientId)).getReader();
    if (attempt.signal.aborted) return;
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(watchdog);
    options.signal.removeEventListener('abort', stop);
  }
}

/** The backoff, but never less than a server that refused the stream asked for (at worst the longest). */
function waitAfter(error: unknown, failures: number, options: LiveEventsOptions): number {
  const max = options.reconnectMaxMs ?? RECONNECT_MAX_MS;
  const backoff = backoffDelay(failures, options.random, options.reconnectBaseMs ?? RECONNECT_BASE_MS, max);
  if (!(error instanceof ApiError && error.status === 429)) return backoff;
  return Math.max(backoff, error.retryAfterMs || max);
}

/** Runs until `signal` aborts, or the server says the session is gone (401/403). */
export async function followLiveEvents(options: LiveEventsOptions): Promise<void> {
  let failures = 0;
  while (!options.signal.aborted) {
    let failure: unknown;
    try {
      await readOnce(options, () => {
        failures = 0;
      });
    } catch (error) {
      if (error instanceof ApiError && [401, 403].includes(error.status)) return;
      failure = error;
    }
    if (options.signal.aborted) return;
    failures += 1;
    await sleep(waitAfter(failure, failures, options), options.signal);
  }
}
