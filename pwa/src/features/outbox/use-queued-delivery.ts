import { useCallback, useEffect, useRef } from 'react';
import type { OutboxEvent, PublicOutbox } from '../../data/public-outbox.ts';
import { whenOutboxLoaded } from '../../data/public-outbox-loader.ts';

/**
 * Follows one submission the public outbox keeps (by its Idempotency-Key) until it is delivered or
 * refused, then calls `onOutcome` with what was given to `follow`: the form that said "we will send
 * this" can then say how it went. Only the latest followed submission counts; nothing is called once
 * the form is gone (the outbox's toast still tells the visitor).
 */
export function useQueuedDelivery<C>(
  onOutcome: (event: OutboxEvent, context: C) => void,
  outbox?: Pick<PublicOutbox, 'subscribe'>,
) {
  const followed = useRef<{ key: string; context: C } | null>(null);
  const latest = useRef(onOutcome);
  latest.current = onOutcome;

  useEffect(() => {
    const listen = (events: Pick<PublicOutbox, 'subscribe'>) =>
      events.subscribe((event) => {
        const waiting = followed.current;
        if (!waiting || event.submission.idempotencyKey !== waiting.key) return;
        followed.current = null;
        latest.current(event, waiting.context);
      });
    if (outbox) return listen(outbox);
    // The app's outbox loads before it queues anything (public-outbox-loader.ts), so nothing is missed.
    let unsubscribe = () => {};
    const unlisten = whenOutboxLoaded((loaded) => {
      unsubscribe = listen(loaded);
    });
    return () => {
      unlisten();
      unsubscribe();
    };
  }, [outbox]);

  /** Follows the submission queued under `key`, or nothing (null): a new submit forgets the last one. */
  return useCallback((next: { key: string; context: C } | null) => {
    followed.current = next;
  }, []);
}
