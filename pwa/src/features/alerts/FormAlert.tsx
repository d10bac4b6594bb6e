import type { TimedMessage } from './use-timed-message.ts';

/**
 * A form's outcome. Errors use role="alert" so they are read out at once; confirmations and notes use the
 * polite role="status". Both containers stay rendered so the announcement is not lost on insertion.
 */
export function FormAlert({ message }: { message: TimedMessage | null }) {
  const error = message?.tone === 'error' ? message.text : null;
  const news = message && message.tone !== 'error' ? message : null;
  return (
    <div className="form-alert-slot">
      <div role="alert">{error && <p className="form-alert form-alert--error">{error}</p>}</div>
      <div role="status">{news && <p className={`form-alert form-alert--${news.tone}`}>{news.text}</p>}</div>
    </div>
  );
}
