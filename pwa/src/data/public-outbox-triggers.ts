// When the public outbox is sent (DESIGN §9): at start, on `online`, when the tab becomes visible again,
// and, while something still waits and the browser thinks it is online (the server was down), every
// RETRY_MS, so a page left open does not need an event to deliver.
import type { PublicOutbox } from './public-outbox.ts';

export const RETRY_MS = 30_000;

/** Starts flushing `outbox`; answers the function that stops it. */
export function watchPublicOutbox(outbox: Pick<PublicOutbox, 'flush'>): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = () => {
    clearTimeout(retry);
    outbox.flush().then(
      (result) => {
        if (!stopped && result.waiting > 0 && navigator.onLine) retry = setTimeout(run, RETRY_MS);
      },
      (error: unknown) => console.error('could not send the public outbox', error),
    );
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };

  window.addEventListener('online', run);
  document.addEventListener('visibilitychange', onVisibility);
  run();
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', run);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
