import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { FormProblem } from '../forms/first-problem.ts';
import { ACCOUNT_ALERT_MS } from './account-rules.ts';

/**
 * One account section's write: refused up front for the demo user (SPEC §1), then the action's success
 * text or its failure is shown for `ms` (SPEC §8); a FormProblem the action throws before calling moves the
 * focus to its field. Failures the API client already reported to the user (the demo notice, an expired
 * session) are not repeated.
 */
export function useAccountAction(ms = ACCOUNT_ALERT_MS) {
  const { message, show } = useTimedMessage(ms);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    if (demoWriteBlocked()) return false;
    setPending(true);
    try {
      show(await action(), 'success');
      return true;
    } catch (error) {
      if (error instanceof FormProblem) show(error.message, 'error', ms, { field: error.field });
      else if (!(error instanceof ApiError && error.handled)) show(errorMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { message, pending, run, show };
}
