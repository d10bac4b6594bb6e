import { type InputHTMLAttributes, type ReactNode, useRef, useState } from 'react';
import { TextField } from '../forms/TextField.tsx';
import { type ConfirmRule, confirmMatches } from './confirm-rules.ts';
import { DialogFrame } from './DialogFrame.tsx';

interface TypedConfirmDialogProps {
  title: string;
  /** Says what will be deleted and what to type (the code, "delete", the user's name). */
  description: ReactNode;
  /** What the typed text must match (SPEC §5). */
  rule: ConfirmRule;
  /** The confirmation field's label, which is also its accessible name. */
  fieldLabel: string;
  confirmLabel: string;
  /** The field's on-screen keyboard, such as `numeric` for a code. */
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** While the confirmed action runs: the confirm button is disabled and this text says why. */
  pending?: string | null;
  /** Called on the confirm button or Enter, and only while the typed text matches and nothing is pending. */
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown between the field and the buttons, such as a refusal's message. */
  children?: ReactNode;
}

/**
 * SPEC §5: a modal alertdialog that confirms a delete by typing, as `rule` asks; the danger button stays
 * disabled until the text matches. Focus starts on the field, stays inside, Escape cancels, and focus
 * returns to the opener on close. Render it only while open.
 */
export function TypedConfirmDialog({
  title,
  description,
  rule,
  fieldLabel,
  confirmLabel,
  inputMode,
  pending,
  onConfirm,
  onCancel,
  children,
}: TypedConfirmDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const ready = confirmMatches(rule, typed) && !pending;

  return (
    <DialogFrame
      role="alertdialog"
      title={title}
      description={description}
      initialFocus={input}
      onCancel={onCancel}
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm();
        }}
      >
        <TextField
          ref={input}
          label={fieldLabel}
          value={typed}
          inputMode={inputMode}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <p className="dialog__progress" role="status">
          {pending}
        </p>
        {children}
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onCancel}>
            cancel
          </button>
          <button type="submit" className="button button--danger" disabled={!ready}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
