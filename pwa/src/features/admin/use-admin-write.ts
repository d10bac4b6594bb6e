import { useCallback, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';

/** Admin writes need the network (DESIGN): refused up front rather than queued or left to time out. */
export const WRITE_OFFLINE = 'You are offline, so nothing was changed. Try again once you are back online.';

export interface AdminWrite {
  /** A write is under way; a second one is ignored until it ends. */
  pending: boolean;
  /**
   * Runs `call` unless the demo user is signed in (the demo notice shows, SPEC §1) or the device is
   * offline; `fail` gets the text to show when it is refused. True when the call succeeded.
   */
  run: (call: () => Promise<unknown>, fail: (text: string) => void) => Promise<boolean>;
}

export function useAdminWrite(): AdminWrite {
  const online = useOnline();
  const [pending, setPending] = useState(false);
  // A ref too, so a double click in the same frame cannot start two calls.
  const busy = useRef(false);

  const run = useCallback(
    async (call: () => Promise<unknown>, fail: (text: string) => void) => {
      if (busy.current || demoWriteBlocked()) return false;
      if (!online) {
        fail(WRITE_OFFLINE);
        return false;
      }
      busy.current = true;
      setPending(true);
      try {
        await call();
        return true;
      } catch (error) {
        // The client already told the user (the demo notice): say nothing twice.
        if (!(error instanceof ApiError && error.handled)) fail(errorMessage(error));
        return false;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [online],
  );

  return { pending, run };
}
