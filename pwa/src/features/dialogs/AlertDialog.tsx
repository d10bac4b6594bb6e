import { useId, useRef } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

interface AlertDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** While the confirmed action runs: the confirm button is disabled and this text says why. */
  pending?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (WAI-ARIA alertdialog). Render it only while open. Focus starts on cancel, the
 * least destructive choice, stays inside until it closes, and Escape cancels.
 */
export function AlertDialog({
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: AlertDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(box, cancel, onCancel);

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
        <h2 id={titleId}>{title}</h2>
        <p id={descriptionId}>{description}</p>
        <p className="dialog__progress" role="status">
          {pending}
        </p>
        <div className="dialog__actions">
          <button ref={cancel} type="button" className="button button--quiet" onClick={onCancel}>
            cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={Boolean(pending)}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
