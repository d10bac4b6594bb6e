import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useOnline } from '../../pwa/use-online.ts';

export interface FetchOnce<T> {
  /** The answer for the current key; null until it arrives. */
  data: T | null;
  loading: boolean;
  /** The server's refusal and its status (such as 404); null while loading, once answered, and offline. */
  error: { message: string; status: number } | null;
  /** No network: say so; the call is made when it returns. */
  offline: boolean;
  retry: () => void;
}

/**
 * One admin call per `key`, for calls with an effect on the server (opening a sent e-mail marks it read)
 * or whose answer does not change: once answered it is not asked again, not even when the network comes
 * back. Until then it is asked on mount, when the network returns, and on retry().
 */
export function useFetchOnce<T>(key: string, call: (signal: AbortSignal) => Promise<T>): FetchOnce<T> {
  const online = useOnline();
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<FetchOnce<T>['error']>(null);
  const [lostNetwork, setLostNetwork] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const latestCall = useRef(call);
  latestCall.current = call;
  const answered = answer?.key === key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` only asks again; `call` is read fresh.
  useEffect(() => {
    if (answered || !online) {
      setLoading(false);
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    setError(null);
    setLostNetwork(false);
    latestCall.current(abort.signal).then(
      (data) => {
        setAnswer({ key, data });
        setLoading(false);
      },
      (failure: unknown) => {
        if (abort.signal.aborted) return;
        const status = failure instanceof ApiError ? failure.status : -1;
        if (status === 0) setLostNetwork(true);
        else setError({ message: errorMessage(failure), status });
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [key, online, attempt, answered]);

  return { data: answered ? answer.data : null, loading, error, offline: !online || lostNetwork, retry };
}
