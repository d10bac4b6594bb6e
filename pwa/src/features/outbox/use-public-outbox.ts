import { useEffect } from 'react';
import type { PublicOutbox } from '../../data/public-outbox.ts';
import { loadPublicOutbox, outboxMayHoldWork, whenOutboxLoaded } from '../../data/public-outbox-loader.ts';
import { watchPublicOutbox } from '../../data/public-outbox-triggers.ts';
import { toast } from '../toasts/toast-store.ts';
import { refusedText, sentText, submissionKind } from './outbox-texts.ts';

/** Sends `outbox` from now on and toasts each outcome; answers the function that stops. */
function follow(outbox: PublicOutbox): () => void {
  const unsubscribe = outbox.subscribe((event) => {
    const kind = submissionKind(event.submission.path);
    if (event.type === 'delivered') toast(sentText(kind));
    else toast(refusedText(kind, event.message), 'error');
  });
  const stop = watchPublicOutbox(outbox);
  return () => {
    stop();
    unsubscribe();
  };
}

/**
 * Sends what the public forms queued offline and tells the visitor how it went. The form already said
 * "we will send this"; the toast closes that loop, possibly pages and minutes later. Without an `outbox`
 * (tests pass one) it follows the app's, once that has loaded: at start when this device kept something
 * before, else when a form first queues a submission.
 */
export function usePublicOutbox(outbox?: PublicOutbox): void {
  useEffect(() => {
    if (outbox) return follow(outbox);
    let ended = false;
    let stop = () => {};
    const unlisten = whenOutboxLoaded((loaded) => {
      if (!ended) stop = follow(loaded);
    });
    outboxMayHoldWork().then((may) => {
      if (may && !ended) loadPublicOutbox().catch((error: unknown) => console.error(error));
    });
    return () => {
      ended = true;
      unlisten();
      stop();
    };
  }, [outbox]);
}
