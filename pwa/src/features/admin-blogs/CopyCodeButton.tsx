import { FormAlert } from '../alerts/FormAlert.tsx';
import { useTimedMessage } from '../alerts/use-timed-message.ts';
import { CODE_COPIED, CODE_COPIED_MS } from './admin-blogs-texts.ts';

/** SPEC §7: the delete code is copied to the clipboard locally, to paste into the confirmation field. */
export function CopyCodeButton({ code }: { code: string }) {
  const { message, show } = useTimedMessage(CODE_COPIED_MS);

  const copy = async () => {
    try {
      // Missing outside secure contexts, and refused when the page lacks focus or permission.
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      show(CODE_COPIED, 'success');
    } catch {
      show('the code could not be copied; type it instead', 'error');
    }
  };

  return (
    <div className="copy-code">
      <button type="button" className="button button--quiet" onClick={() => void copy()}>
        copy code
      </button>
      <FormAlert message={message} />
    </div>
  );
}
