import { type FormEvent, useId, useRef, useState } from 'react';
import { randomCode } from '../../../../shared/codes.ts';
import { errorMessage } from '../../api/client.ts';
import { confirmMatches } from '../dialogs/confirm-rules.ts';
import { useFocusTrap } from '../dialogs/use-focus-trap.ts';
import { TextField } from '../forms/TextField.tsx';
import { DELETING } from './page-texts.ts';

interface DeleteBlogDialogProps {
  blogTitle: string;
  /** Deletes the blog; a refusal's message is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * SPEC §4, §5: deleting your own blog is confirmed by typing the exact random code shown, a new one each
 * time the dialog opens; the delete button stays disabled until it matches. Focus starts on the field.
 */
export function DeleteBlogDialog({ blogTitle, onConfirm, onCancel }: DeleteBlogDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [code] = useState(() => String(randomCode()));
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useFocusTrap(box, input, onCancel);
  const matches = confirmMatches({ kind: 'own-blog', code }, typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage(caught));
      setDeleting(false);
    }
  };

  return (
    <div className="dialog-backdrop">
      <div
        ref={box}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <h2 id={titleId}>delete blog?</h2>
        <p id={descriptionId}>
          “{blogTitle}” and its images will be deleted. Type the code{' '}
          <strong className="delete-code">{code}</strong> to confirm.
        </p>
        <form className="form" onSubmit={(event) => void submit(event)}>
          <TextField
            ref={input}
            label="type the code to confirm"
            value={typed}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <p className="dialog__progress" role="status">
            {deleting ? DELETING : null}
          </p>
          <p className="blog-edit-dialog__error" role="alert">
            {error}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--quiet" onClick={onCancel}>
              cancel
            </button>
            <button type="submit" className="button button--danger" disabled={!matches || deleting}>
              delete
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
