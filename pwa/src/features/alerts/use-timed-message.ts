import { useCallback, useEffect, useRef, useState } from 'react';

export type MessageTone = 'success' | 'error';

export interface TimedMessage {
  text: string;
  tone: MessageTone;
}

/**
 * A form's message that disappears after `ms` (SPEC §9 timings: 2.5 s, 3.5 s, 4 s). A new message
 * restarts the clock; the timer is dropped on unmount so nothing fires into a closed screen.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (text: string, tone: MessageTone = 'error') => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}
