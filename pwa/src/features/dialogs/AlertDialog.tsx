import { useRef } from 'react';
import { DialogFrame } from './DialogFrame.tsx';

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
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <DialogFrame
      role="alertdialog"
      title={title}
      description={description}
      initialFocus={cancel}
      onCancel={onCancel}
    >
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
    </DialogFrame>
  );
}
