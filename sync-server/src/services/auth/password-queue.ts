// The one queue every scrypt computation waits in. scrypt at OWASP's cost takes a few hundred ms of a core
// and 128 MiB, and runs on libuv's thread pool (4 threads by default), which file reads and writes (the
// embedded store, health's checks) share. So at most two run at once, and never more than the cores less
// one, leaving the event loop a core and the pool free threads; a few more wait, and the rest are told
// to come back in a moment (503 with Retry-After) instead of queueing for seconds.
import { availableParallelism } from 'node:os';
import { BusyError } from '../errors';
import { BoundedQueue } from './bounded-queue';

const poolThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;

export const PASSWORD_CHECKS_RUNNING = Math.max(1, Math.min(availableParallelism() - 1, poolThreads - 2));
export const PASSWORD_CHECKS_WAITING = 8;
export const PASSWORD_BUSY = 'The server is busy checking other passwords, please try again in a moment';

export const passwordQueue = new BoundedQueue(
  PASSWORD_CHECKS_RUNNING,
  PASSWORD_CHECKS_WAITING,
  () => new BusyError(1, PASSWORD_BUSY),
);
