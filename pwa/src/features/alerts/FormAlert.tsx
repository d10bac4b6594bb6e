import type { TimedMessage } from './use-timed-message.ts';

/**
 * A form's outcome. Errors use role="alert" so they are read out at once; confirmations use the polite
 * role="status". Both containers stay rendered so the announcement is not lost on insertion.
 */
export function FormAlert({ message }: { message: TimedMessage | null }) {
  const error = message?.tone === 'error' ? message.text : null;
  const success = message?.tone === 'success' ? message.text : null;
  return (
    <div className="form-alert-slot">
      <div role="alert">{error && <p className="form-alert form-alert--error">{error}</p>}</div>
      <div role="status">{success && <p className="form-alert form-alert--success">{success}</p>}</div>
    </div>
  );
}
