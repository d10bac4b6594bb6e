import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { QUEUED_NOTE } from '../outbox/outbox-texts.ts';
import { useQueuedDelivery } from '../outbox/use-queued-delivery.ts';
import { sendSignup } from './mailing-api.ts';
import { loadSignupRules, signupProblem } from './signup-check.ts';
import {
  SIGNUP_ALERT_MS,
  type SignupDraft,
  type SignupValues,
  type SignupVariant,
  signupAnswer,
  signupData,
  signupSuccessText,
} from './signup-rules.ts';

/**
 * One mailing-list form's submit. Failures show in red and successes for 2 s (SPEC §8, §9). The offline
 * note stays until the signup is sent: then the success (or the server's refusal) replaces it, where the
 * form is, without scrolling to it. Answers true when the form should clear (sent, or kept for later).
 */
export function useSignup(variant: SignupVariant) {
  const { message, show, showProblem, clear } = useTimedMessage(SIGNUP_ALERT_MS);
  const [pending, setPending] = useState(false);
  const follow = useQueuedDelivery<SignupDraft>((event, data) => {
    if (event.type === 'delivered') {
      const text = signupSuccessText(variant, data, signupAnswer(event.answer));
      show(text, 'success', SIGNUP_ALERT_MS, { quiet: true });
    } else show(event.message, 'error', SIGNUP_ALERT_MS, { quiet: true });
  });

  const submit = async (values: SignupValues): Promise<boolean> => {
    follow(null);
    const data = signupData(values, new Date());
    const checked = signupProblem(data);
    const problem = checked instanceof Promise ? await checked : checked;
    if (problem) {
      showProblem(problem);
      return false;
    }
    setPending(true);
    try {
      const delivery = await sendSignup(variant, data);
      if (delivery.queued) {
        show(QUEUED_NOTE, 'info', null);
        follow({ key: delivery.idempotencyKey, context: data });
      } else show(signupSuccessText(variant, data, delivery.answer), 'success');
      return true;
    } catch (error) {
      show(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  /** Typing again retires a success or the offline note; a failure keeps its 2 s. */
  const edited = () => {
    loadSignupRules().catch(() => {
      // Offline before the service worker cached the app: submitting tries again and says why it failed.
    });
    if (message && message.tone !== 'error') clear();
  };

  return { message, pending, submit, edited };
}
