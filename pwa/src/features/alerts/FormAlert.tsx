import { useEffect, useRef } from 'react';
import { AppLink } from '../layout/AppLink.tsx';
import { revealMessage } from './reveal-message.ts';
import type { TimedMessage } from './use-timed-message.ts';
import './form-alert.css';

/**
 * A form's outcome. Errors use role="alert" (assertive) so they are read out at once; confirmations and
 * notes the polite role="status". Both containers stay rendered so the announcement is not lost on
 * insertion. Each new message is scrolled into view and, when it is about a field of the form beside it,
 * that field takes the focus; news that comes late (a queued signup delivered) stays where it is.
 */
export function FormAlert({ message }: { message: TimedMessage | null }) {
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message && !message.quiet && slot.current) revealMessage(slot.current, message.field);
  }, [message]);

  const error = message?.tone === 'error' ? message.text : null;
  const news = message && message.tone !== 'error' ? message : null;
  return (
    <div className="form-alert-slot" ref={slot}>
      <div role="alert" aria-live="assertive">
        {error && <p className="form-alert form-alert--error">{error}</p>}
      </div>
      <div role="status" aria-live="polite">
        {news && (
          <p className={`form-alert form-alert--${news.tone}`}>
            {news.text}
            {news.link && (
              <>
                {' '}
                <AppLink to={news.link.to}>{news.link.label}</AppLink>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
