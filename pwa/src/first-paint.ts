/**
 * Whether the app's first page has been painted. A signed-in screen paints its frame (header, heading)
 * first and only then loads what its data needs (the sync engine, the database library, the screen's
 * body): fetched together, they held that first paint back by a few hundred milliseconds on a slow
 * network. Nothing waits unless `holdUntilFirstPaint` (or, for the sync engine alone,
 * `holdSyncUntilFirstPaint`) was called, as main.tsx does: a screen rendered on its own (a test, a later
 * navigation) draws everything at once, and a sign-in on a painted page syncs at once.
 */
let painted = true;
/** Whether the sync engine's start waits for the first paint (afterFirstPaintForSync). */
let syncHeld = false;
const listeners = new Set<() => void>();

/** From now until `markFirstPaint`, `firstPaintDone` answers false, and the sync engine's start waits. */
export function holdUntilFirstPaint(): void {
  painted = false;
  syncHeld = true;
}

/**
 * From now until `markFirstPaint`, only the sync engine's start waits. With the app's files in the worker's
 * cache, the screen and its data come at once. The engine's first work (its lock, cursor and counts) then
 * shared the main thread with the first render: in a new tab of /tasks with 5,000 tasks, the render came
 * about 25 ms later in Chromium.
 */
export function holdSyncUntilFirstPaint(): void {
  syncHeld = true;
}

export function markFirstPaint(): void {
  if (painted && !syncHeld) return;
  painted = true;
  syncHeld = false;
  for (const listener of [...listeners]) listener();
}

export function firstPaintDone(): boolean {
  return painted;
}

export function subscribeFirstPaint(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once `done` answers true, checked at once and at the first paint. */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = subscribeFirstPaint(() => {
      stop();
      resolve();
    });
  });
}

/** Resolves once the first page has been painted (at once when nothing holds it). */
export const afterFirstPaint = (): Promise<void> => until(() => painted);

/** Resolves once the sync engine may start: the first page painted, or nothing holds the engine. */
export const afterFirstPaintForSync = (): Promise<void> => until(() => !syncHeld);
