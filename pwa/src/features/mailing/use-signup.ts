import { useState } from 'react';
import { signupDataSchema } from '../../../../shared/api/mailing.ts';
import { errorMessage } from '../../api/client.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { firstProblem } from '../forms/first-problem.ts';
import { QUEUED_NOTE } from '../outbox/outbox-texts.ts';
import { sendSignup } from './mailing-api.ts';
import {
  SIGNUP_ALERT_MS,
  type SignupValues,
  type SignupVariant,
  signupData,
  signupSuccessText,
} from './signup-rules.ts';

/**
 * One mailing-list form's submit. Failures show in red for 2 s (SPEC §8); a success or the offline note
 * stays until the visitor edits the form again, so there is time to read it. Answers true when the form
 * should clear (sent, or kept for later).
 */
export function useSignup(variant: SignupVariant) {
  const { message, show, clear } = useTimedMessage(SIGNUP_ALERT_MS);
  const [pending, setPending] = useState(false);

  const submit = async (values: SignupValues): Promise<boolean> => {
    const data = signupData(values, new Date());
    const problem = firstProblem(signupDataSchema, data);
    if (problem) {
      show(problem);
      return false;
    }
    setPending(true);
    try {
      const delivery = await sendSignup(variant, data);
      if (delivery.queued) show(QUEUED_NOTE, 'info', null);
      else show(signupSuccessText(variant, data, delivery.answer), 'success', null);
      return true;
    } catch (error) {
      show(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  /** Typing again retires a success note; a failure keeps its 2 s. */
  const edited = () => {
    if (message && message.tone !== 'error') clear();
  };

  return { message, pending, submit, edited };
}
