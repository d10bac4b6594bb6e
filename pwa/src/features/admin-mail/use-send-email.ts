import { useRef, useState } from 'react';
import { ApiError, apiFetch, errorMessage } from '../../api/client.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { toast } from '../toasts/toast-store.ts';
import { type KeyedEmail, keyFor, type OutgoingEmail } from './send-key.ts';

/** SPEC §8 texts. */
export const EMAIL_SENT = 'your email was sent!';
export const EMAIL_FAILED = 'something went wrong';
export const SEND_OFFLINE =
  'You are offline. Sending an e-mail needs the network; what you typed stays here.';

/**
 * Sends one e-mail (POST /api/emails/user/send) and calls `onSent` after the server accepted it. A second
 * call while one runs is ignored, and a retry of the same message reuses its Idempotency-Key (send-key.ts).
 */
export function useSendEmail(onSent: () => void) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const lastKey = useRef<KeyedEmail | null>(null);

  const send = async (email: OutgoingEmail) => {
    if (inFlight.current || demoWriteBlocked()) return;
    // Admin writes are never queued: say so now rather than fail after a timeout.
    if (!navigator.onLine) return setProblem(SEND_OFFLINE);
    lastKey.current = keyFor(lastKey.current, email);
    inFlight.current = true;
    setSending(true);
    setProblem(null);
    try {
      await apiFetch('/api/emails/user/send', {
        method: 'POST',
        json: email,
        auth: true,
        headers: { 'Idempotency-Key': lastKey.current.key },
      });
      toast(EMAIL_SENT);
      onSent();
    } catch (failure) {
      if (failure instanceof ApiError && failure.handled) return;
      // SPEC §8: the failure toast is styled as a success toast; the reason stays in the dialog.
      toast(EMAIL_FAILED, 'success');
      setProblem(errorMessage(failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { send, sending, problem };
}
