import { useState } from 'react';
import { contactSchema } from '../../../../shared/api/mailing.ts';
import { errorMessage } from '../../api/client.ts';
import { sendOrQueue } from '../../data/send-or-queue.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { firstProblem } from '../forms/first-problem.ts';
import { QUEUED_NOTE } from '../outbox/outbox-texts.ts';
import { useQueuedDelivery } from '../outbox/use-queued-delivery.ts';
import {
  CONTACT_ALERT_MS,
  type ContactResponse,
  type ContactValues,
  contactAnswerText,
} from './contact-rules.ts';

/**
 * SPEC §4: success shows the server's msg, failure its error text, each in the alert for 6 s (§9). Nothing
 * is required (§5); only what cannot be sent at all (a malformed e-mail, an overlong message) is stopped
 * here. The server joins the mailing list itself when both mailingList and terms are ticked. Answers true
 * when the form should clear. Sent offline, the note stays until the message goes, then the server's msg
 * (or its refusal) replaces it, without scrolling to it.
 */
export function useContactMessage() {
  const { message, show } = useTimedMessage(CONTACT_ALERT_MS);
  const [pending, setPending] = useState(false);
  const follow = useQueuedDelivery<null>((event) => {
    if (event.type === 'refused') show(event.message, 'error', CONTACT_ALERT_MS, { quiet: true });
    else show(contactAnswerText(event.answer), 'success', CONTACT_ALERT_MS, { quiet: true });
  });

  const submit = async (values: ContactValues): Promise<boolean> => {
    follow(null);
    const problem = firstProblem(contactSchema, values);
    if (problem) {
      show(problem);
      return false;
    }
    setPending(true);
    try {
      const delivery = await sendOrQueue<ContactResponse>('/api/msg/', values);
      if (delivery.queued) {
        show(QUEUED_NOTE, 'info', null);
        follow({ key: delivery.idempotencyKey, context: null });
      } else show(delivery.answer.msg, 'success');
      return true;
    } catch (error) {
      show(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { message, pending, submit };
}
