// A turn of the event loop, awaited between the steps of a long read or sweep so that the timers and the
// other requests queued meanwhile run before it goes on. Awaiting the store alone never lets them in: the
// embedded store answers synchronously, so its awaited reads run back to back in one piece.
export function loopTurn(): Promise<void> {
  return new Promise((turn) => setImmediate(turn));
}

/**
 * For a read in steps: awaited before each step, it answers at once the first time and after a turn of the
 * event loop every later time, so a read of one step waits for nothing.
 */
export function betweenSteps(): () => Promise<void> {
  let first = true;
  return () => {
    if (!first) return loopTurn();
    first = false;
    return Promise.resolve();
  };
}
