import { useId, useRef, useState } from 'react';
import { confirmMatches } from '../dialogs/confirm-rules.ts';
import { useFocusTrap } from '../dialogs/use-focus-trap.ts';
import { TextField } from '../forms/TextField.tsx';

interface DeleteTaskDialogProps {
  taskText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * SPEC §5: deleting a task is confirmed by typing "delete"; the delete button stays disabled until then.
 * A modal alertdialog like AlertDialog: focus starts on the confirmation field, stays inside, Escape
 * cancels.
 */
export function DeleteTaskDialog({ taskText, onConfirm, onCancel }: DeleteTaskDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [typed, setTyped] = useState('');
  useFocusTrap(box, input, onCancel);
  const matches = confirmMatches({ kind: 'task' }, typed);

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
        <h2 id={titleId}>delete task?</h2>
        <p id={descriptionId}>
          “{taskText}” will be deleted. Type <strong>delete</strong> to confirm.
        </p>
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) onConfirm();
          }}
        >
          <TextField
            ref={input}
            label='type "delete" to confirm'
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="dialog__actions">
            <button type="button" className="button button--quiet" onClick={onCancel}>
              cancel
            </button>
            <button type="submit" className="button button--danger" disabled={!matches}>
              delete
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
