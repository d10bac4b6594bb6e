// The sync engine of one signed-in user's database. `sync()` runs a cycle now (a call during one makes it
// go round once more): the retry button's explicit wish. `start()` competes for the leader lock and, while
// leading, asks for cycles through `request()`: on start, on every local write (from any tab), on `online`,
// when the tab becomes visible, on a server poke, on Background Sync's event, and on a retry timer with
// exponential backoff and jitter after a failure. Every request waits for that backoff (backoff-wait.ts):
// a server that failed is not asked again early, whatever woke the device. `stop()` ends all of it: it
// aborts the requests of the cycle under way (the API is made per start, on the engine's signal), no
// cycle starts after it, and the lock is held until the cycle has ended, so no other tab's engine syncs
// the same database while an answer of this one's may still be stored.
import { ApiError } from '../api/client.ts';
import { BACKOFF_BASE_MS, backoffDelay } from './backoff.ts';
import { backoffWait } from './backoff-wait.ts';
import type { UserDb } from './db.ts';
import type { EngineStatus } from './engine-status.ts';
import { type LockRunner, syncLockName, untilAborted, webLock } from './leader.ts';
import { followLiveEvents, type LiveEventsOptions } from './live-events.ts';
import type { SyncApi } from './sync-api.ts';
import { runCycle } from './sync-cycle.ts';
import { classifyFailure, failureMessage, serverWait } from './sync-errors.ts';
import { watchLocalWrites, watchTriggers } from './sync-triggers.ts';

export interface SyncEngineOptions {
  db: UserDb;
  /**
   * The server's API, or a maker of it given the engine's signal (aborted by `stop()`): the app's runtime
   * makes it bound to one user and to that signal, so a stopped engine sends nothing more.
   */
  api: SyncApi | ((signal: AbortSignal) => SyncApi);
  onStatus?: (status: EngineStatus) => void;
  lock?: LockRunner;
  isOnline?: () => boolean;
  random?: () => number;
  /** Bursts of triggers (typing, several pokes) within this window make one cycle. */
  debounceMs?: number;
  /** The first retry delay after a failure; it doubles per failure (tests shorten it). */
  retryBaseMs?: number;
  /** Passed to the event stream follower (tests shorten its timings). */
  events?: Pick<LiveEventsOptions, 'silenceMs' | 'reconnectBaseMs'>;
  /** Where the photo cache lives: the browser's Cache Storage by default, none where there is none. */
  caches?: CacheStorage | null;
}

export type { EngineStatus, SyncPhase } from './engine-status.ts';
export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine(options: SyncEngineOptions) {
  const {
    db,
    lock = webLock,
    random = Math.random,
    debounceMs = 150,
    retryBaseMs = BACKOFF_BASE_MS,
  } = options;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const photoCaches =
    options.caches !== undefined ? options.caches : typeof caches === 'undefined' ? null : caches;
  const wait = backoffWait(isOnline);
  const status: EngineStatus = { phase: 'idle', error: null, upload: null, retryAt: null, leader: false };
  let running: Promise<boolean> | null = null;
  let again = false;
  let failures = 0;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let leading: Promise<void> | null = null;
  let stopped = false;
  // The event stream said `ready` (it listens again), and no pull was asked for since: the writes committed
  // before it listened were never poked, so a pull asked for after it must follow. Any pull does, the
  // pages of one under way included, so a `ready` that comes before a cycle pulls costs no cycle of its own.
  let readyUnpulled = false;
  // A maker is asked again at each start, for an API on that start's signal; its pulls are watched for the
  // above.
  const connect = (signal: AbortSignal): SyncApi => {
    const made = typeof options.api === 'function' ? options.api(signal) : options.api;
    return {
      ...made,
      pull: (...args) => {
        readyUnpulled = false;
        return made.pull(...args);
      },
    };
  };
  let api = connect(new AbortController().signal);

  const report = (patch: Partial<EngineStatus>) => {
    Object.assign(status, patch);
    options.onStatus?.({ ...status });
  };

  function failed(error: unknown): void {
    failures += 1;
    const kind = classifyFailure(error);
    // Expected failures (no network, a refusal) are shown in the header; anything else is a bug to log.
    if (!(error instanceof ApiError) && !stopped) console.error('sync failed', error);
    const online = isOnline();
    let retryAt: number | null = null;
    if (kind === 'transient' && controller && !controller.signal.aborted) {
      // A server that said how long to wait (429/503 Retry-After) is not asked again sooner.
      const delay = Math.max(backoffDelay(failures, random, retryBaseMs), serverWait(error));
      retryAt = wait.begin(delay, !online, () => void sync());
    }
    const offline = kind === 'transient' && !online;
    report({ phase: offline ? 'offline' : 'error', error: offline ? null : failureMessage(error), retryAt });
  }

  async function cycle(): Promise<boolean> {
    wait.end();
    report({ phase: 'syncing', retryAt: null });
    try {
      await runCycle(db, api, { onUpload: (upload) => report({ upload }), caches: photoCaches });
    } catch (error) {
      failed(error);
      return false;
    }
    failures = 0;
    report({ phase: 'synced', error: null });
    return true;
  }

  /**
   * Runs a cycle now; resolves true when it (and any round asked for meanwhile) completed. A round asked
   * for during a cycle that fails is not dropped: it is asked for again once the cycle ends (after the
   * backoff a transient failure sets), as the write that asked for it may be one the cycle never saw.
   */
  function sync(): Promise<boolean> {
    if (stopped) return Promise.resolve(false);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let ok: boolean;
      do {
        again = false;
        ok = await cycle();
      } while (ok && (again || readyUnpulled) && !stopped);
      return ok;
    })().finally(() => {
      running = null;
      // A `ready` that a failed cycle did not pull for waits for the next cycle, the retry's or a trigger's.
      if (again && !stopped) {
        again = false;
        request();
      }
    });
    return running;
  }

  /** Asks the leader for a cycle soon, after any backoff; triggers in quick succession share one. */
  function request(): void {
    if (!status.leader || wait.holds() || soon !== undefined) return;
    soon = setTimeout(() => {
      soon = undefined;
      // A cycle that failed meanwhile set a wait this request must keep to as well.
      if (!wait.holds()) void sync();
    }, debounceMs);
  }

  async function lead(signal: AbortSignal): Promise<void> {
    report({ leader: true });
    const stops = [watchTriggers(request), watchLocalWrites(db, request)];
    const events = followLiveEvents({
      api,
      signal,
      onPoke: request,
      onReady: () => {
        readyUnpulled = true;
        // A cycle under way goes round again only if it asks for no pull after this.
        if (!running) request();
      },
      random,
      ...options.events,
    });
    // The first cycle goes at once, not after the debounce: on a new device it is the initial pull the user
    // waits for, and the stream's `ready` it used to wait for is met by its pulls (above).
    if (!wait.holds()) void sync();
    await untilAborted(signal);
    for (const stop of stops) stop();
    await events;
    // The lock is held until the cycle under way has ended (its requests are aborted): the next leader
    // must not push or settle entries this one's late answer could still settle.
    await running?.catch(() => {});
    report({ leader: false });
  }

  return {
    sync,
    request,
    status: (): EngineStatus => ({ ...status }),
    start(): void {
      if (controller) return;
      stopped = false;
      const current = new AbortController();
      controller = current;
      api = connect(current.signal);
      leading = lock(syncLockName(db.name), current.signal, () => lead(current.signal));
    },
    async stop(): Promise<void> {
      stopped = true;
      controller?.abort();
      controller = null;
      wait.end();
      clearTimeout(soon);
      soon = undefined;
      await leading?.catch(() => {});
      await running?.catch(() => {});
      leading = null;
      report({ phase: 'idle', retryAt: null, upload: null });
    },
  };
}
