import { useEffect } from 'react';
import { type PublicOutbox, publicOutbox } from '../../data/public-outbox.ts';
import { watchPublicOutbox } from '../../data/public-outbox-triggers.ts';
import { toast } from '../toasts/toast-store.ts';
import { refusedText, sentText, submissionKind } from './outbox-texts.ts';

/**
 * Sends what the public forms queued offline and tells the visitor how it went. The form already said
 * "we will send this"; the toast closes that loop, possibly pages and minutes later.
 */
export function usePublicOutbox(outbox: PublicOutbox = publicOutbox): void {
  useEffect(() => {
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
  }, [outbox]);
}
