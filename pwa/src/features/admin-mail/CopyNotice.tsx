import type { TimedMessage } from '../alerts/use-timed-message.ts';
import './admin-mail.css';

interface CopyNoticeProps {
  message: TimedMessage | null;
  onDismiss: () => void;
}

/**
 * The "… copied" notice (SPEC §9: 2 s), floating at the foot of the screen over the list, never in it:
 * in the flow it pushed the rows down just as the admin reached for the next one, so a second click
 * copied the wrong address (issue 32). Presses go through it. When the clipboard refuses, the address
 * stays shown to copy by hand, until closed. Both live regions stay rendered so each notice is announced.
 */
export function CopyNotice({ message, onDismiss }: CopyNoticeProps) {
  const refused = message?.tone === 'error' ? message.text : null;
  const copied = message && message.tone !== 'error' ? message.text : null;
  return (
    <div className="copy-notice-region">
      <div role="status">{copied && <p className="copy-notice">{copied}</p>}</div>
      <div role="alert">
        {refused && (
          <div className="copy-notice copy-notice--refused">
            <p>{refused}</p>
            <button type="button" className="button button--quiet" onClick={onDismiss}>
              close
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
