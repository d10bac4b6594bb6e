// Work the first page does not need in order to show: it waits until the page has loaded and the
// browser is idle (at most `timeout` ms more), so it neither competes with the first paint for the
// network nor holds the main thread while the visitor starts to read or type.

/** Runs `start` once the page has loaded and the main thread is idle; answers a cancel. */
export function afterLoad(start: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (!cancelled) start();
  };
  const idle = () => {
    if (cancelled) return;
    idleHandle =
      'requestIdleCallback' in window
        ? requestIdleCallback(run, { timeout })
        : (setTimeout(run, 0) as unknown as number);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (idleHandle !== undefined && 'cancelIdleCallback' in window) cancelIdleCallback(idleHandle);
  };
}
