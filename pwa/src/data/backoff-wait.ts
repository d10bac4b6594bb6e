// The wait after a failed sync cycle (sync-engine.ts): until it is over no trigger starts a cycle, and the
// retry timer starts one when it ends. A failure while the device was offline says nothing about the
// server, so that wait also ends as soon as the device is online again, whichever trigger finds it so.
export interface BackoffWait {
  /** Waits `delay` ms, then calls `retry`; answers when the wait ends (epoch ms). */
  begin(delay: number, offline: boolean, retry: () => void): number;
  end(): void;
  /** Whether a trigger must hold off now. */
  holds(): boolean;
}

export function backoffWait(isOnline: () => boolean): BackoffWait {
  let until = 0;
  let offline = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(timer);
    until = 0;
    offline = false;
  };
  return {
    begin(delay, wasOffline, retry) {
      end();
      until = Date.now() + delay;
      offline = wasOffline;
      timer = setTimeout(retry, delay);
      return until;
    },
    end,
    holds() {
      if (Date.now() >= until) return false;
      if (!(offline && isOnline())) return true;
      end();
      return false;
    },
  };
}
