import { useCallback, useEffect, useRef, useState } from 'react';

/** `info` is for news that is neither ("we will send this when you are back online"). */
export type MessageTone = 'success' | 'error' | 'info';

export interface TimedMessage {
  text: string;
  tone: MessageTone;
}

/**
 * A form's message that disappears after `ms` (SPEC §9 timings: 2 s, 2.5 s, 3.5 s, 4 s, 6 s). One message
 * may set its own duration, or null to stay until the next one. A new message restarts the clock; the
 * timer is dropped on unmount so nothing fires into a closed screen.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string, tone: MessageTone = 'error', duration: number | null = ms) => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      if (duration !== null) timer.current = setTimeout(() => setMessage(null), duration);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
