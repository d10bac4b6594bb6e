/**
 * Whether the app's first page has been painted. A signed-in screen paints its frame (header, heading)
 * first and only then loads what its data needs (the sync engine, the database library, the screen's
 * body): fetched together, they held that first paint back by a few hundred milliseconds on a slow
 * network. Nothing waits unless `holdUntilFirstPaint` was called (main.tsx does), so a screen rendered on
 * its own (a test, a later navigation) draws everything at once.
 */
let painted = true;
const listeners = new Set<() => void>();

/** From now until `markFirstPaint`, `firstPaintDone` answers false. */
export function holdUntilFirstPaint(): void {
  painted = false;
}

export function markFirstPaint(): void {
  if (painted) return;
  painted = true;
  for (const listener of [...listeners]) listener();
}

export function firstPaintDone(): boolean {
  return painted;
}

export function subscribeFirstPaint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the first page has been painted (at once when nothing holds it). */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (painted) return resolve();
    const stop = subscribeFirstPaint(() => {
      stop();
      resolve();
    });
  });
}
