import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppPath } from '../../app-paths.ts';
import type { Problem } from '../forms/first-problem.ts';

/** `info` is for news that is neither ("we will send this when you are back online"). */
export type MessageTone = 'success' | 'error' | 'info';

export interface TimedMessage {
  text: string;
  tone: MessageTone;
  /** The name of the form field the message is about: FormAlert moves the focus there. */
  field?: string;
  /** News that arrives long after the user's action: shown where it is, without scrolling to it. */
  quiet?: boolean;
  /** Where to go next, shown after the text (the register form's word about the demo account). */
  link?: MessageLink;
}

export interface MessageLink {
  to: AppPath;
  label: string;
}

/** How a message is shown besides its text and tone. */
export interface MessageOptions {
  field?: string | undefined;
  quiet?: boolean;
  link?: MessageLink;
}

/**
 * A form's message that disappears after `ms` (SPEC §9 timings: 2 s, 2.5 s, 3.5 s, 4 s, 6 s). One message
 * may set its own duration, or null to stay until the next one. A new message restarts the clock; the
 * timer is dropped on unmount so nothing fires into a closed screen. Each message is a new object, so
 * FormAlert brings even a repeated one into view again.
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (
      text: string,
      tone: MessageTone = 'error',
      duration: number | null = ms,
      options: MessageOptions = {},
    ) => {
      clearTimeout(timer.current);
      setMessage({
        text,
        tone,
        ...(options.field !== undefined && { field: options.field }),
        ...(options.quiet && { quiet: true }),
        ...(options.link && { link: options.link }),
      });
      if (duration !== null) timer.current = setTimeout(() => setMessage(null), duration);
    },
    [ms],
  );

  /** A form problem, for the usual `ms`, with the focus on the field it is about. */
  const showProblem = useCallback(
    (problem: Problem) => show(problem.message, 'error', ms, { field: problem.field }),
    [show, ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, showProblem, clear };
}
