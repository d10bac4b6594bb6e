import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiFetch, errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';

export interface AdminGet<T> {
  /** The last answer; kept on screen while the next loads, offline and after a failure. */
  data: T | null;
  /** A request is under way. */
  loading: boolean;
  /** The server refused or failed (SPEC §8: the screen shows the error page with this message). */
  error: string | null;
  /** No network: the screen says so plainly and keeps what it shows. */
  offline: boolean;
  /** Asks again, after a write changed what was read. */
  reload: () => void;
}

/**
 * An admin GET (admin screens are online-only): asked when `url` changes, when the network comes back,
 * and on reload(). Only the newest request's answer is used; offline it keeps the last answer rather
 * than spinning. `url` null asks nothing.
 */
export function useAdminGet<T>(url: string | null): AdminGet<T> {
  const online = useOnline();
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(url !== null);
  const [error, setError] = useState<string | null>(null);
  const [lostNetwork, setLostNetwork] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only asks again.
  useEffect(() => {
    if (!online || url === null) {
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    apiFetch<T>(url, { auth: true, signal: abort.signal }).then(
      (answer) => {
        setData(answer);
        setError(null);
        setLostNetwork(false);
        setLoading(false);
      },
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        // No answer at all is the network, not the server: keep what is shown and say so.
        if (failure instanceof ApiError && failure.status === 0) setLostNetwork(true);
        else setError(errorMessage(failure));
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [url, online, attempt]);

  return { data, loading, error, offline: !online || lostNetwork, reload };
}
