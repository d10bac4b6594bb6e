// Requests that arrive together take turns for their heavy step. A group commit answers many devices at
// once, and they push again at once: parsing and validating sixteen pushes of fifty mutations back to
// back held the event loop for 60 ms, with every timer and every other request waiting behind them.
// Here each such request reads its body, then waits for its turn: one per turn of the event loop, in
// order of arrival, so the loop's other work runs between them.
import type { MiddlewareHandler } from 'hono';

const waiting: (() => void)[] = [];
let stepping = false;

/** Lets the next waiter go; the one after it goes in the next turn (an immediate queued from an immediate). */
function step(): void {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(step);
  else stepping = false;
}

/** Resolves in a turn of the event loop of its own, after the waiters that came first. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!stepping) {
      stepping = true;
      setImmediate(step);
    }
  });
}

/** Reads the body (kept by Hono for the validator), then waits for a turn before the route parses it. */
export function takeTurn(): MiddlewareHandler {
  return async (c, next) => {
    await c.req.text();
    await nextTurn();
    await next();
  };
}
