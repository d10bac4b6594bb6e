import { useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';

export interface ImageWrites {
  /** What is running now (a status text); every button is disabled meanwhile. */
  busy: string | null;
  /** The last write's outcome, for the status region. */
  done: string | null;
  /** Why the last write (or pick) was refused; nothing changed. */
  error: string | null;
  run: (working: string, action: () => Promise<unknown>, doneText: string) => Promise<boolean>;
  refuse: (message: string) => void;
}

/**
 * One photo write at a time: resizing on the device takes a moment, and a second pick meanwhile would
 * race the first one's read of the blog. A local write that fails (an unreadable photo) says why here;
 * what fails later on the server is the header's sync indicator's to report.
 */
export function useImageWrites(): ImageWrites {
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run: ImageWrites['run'] = async (working, action, doneText) => {
    if (busy || demoWriteBlocked()) return false;
    setBusy(working);
    setDone(null);
    setError(null);
    try {
      await action();
      setDone(doneText);
      return true;
    } catch (caught) {
      // A handled ApiError (the demo user's write) has been shown by the client already.
      if (!(caught instanceof ApiError && caught.handled)) setError(errorMessage(caught));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const refuse = (message: string) => {
    setDone(null);
    setError(message);
  };

  return { busy, done, error, run, refuse };
}
