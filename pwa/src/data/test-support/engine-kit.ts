// What the engine's tests share: waiting for a condition in real time, and a lock shaped like Web Locks.
import { type LockRunner, untilAborted } from '../leader.ts';

/** Checks every 10 ms until `check` passes or `ms` have gone by (then its last error is thrown). */
export async function eventually(check: () => void | Promise<void>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** One lock shared by "tabs": the next holder leads once the last one's callback has returned. */
export function sharedLock(): LockRunner {
  let queue = Promise.resolve();
  return (_name, signal, lead) => {
    const turn = queue.then(async () => {
      if (!signal.aborted) await lead();
    });
    queue = turn.catch(() => {});
    return Promise.race([turn, untilAborted(signal)]);
  };
}
