import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

interface DialogFrameProps {
  /** `alertdialog` for a confirmation that interrupts, `dialog` for a form. */
  role: 'dialog' | 'alertdialog';
  /** The heading, which is also the dialog's accessible name. */
  title: string;
  /** Shown under the heading as the dialog's accessible description; leave out for none. */
  description?: ReactNode;
  /** Added to the box's `dialog` class. */
  className?: string;
  /** Where focus starts: the least destructive choice, or the first field. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape (and the caller's cancel button) closes the dialog. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The shared frame of the modal dialogs: a backdrop, a box labelled by its heading (and described by the
 * description, when there is one), and useFocusTrap: focus starts on `initialFocus`, stays inside, Escape
 * calls `onCancel`, and focus returns to the opener on close. Render it only while open.
 */
export function DialogFrame({
  role,
  title,
  description,
  className,
  initialFocus,
  onCancel,
  children,
}: DialogFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const described = description !== undefined;
  useFocusTrap(box, initialFocus, onCancel);

  return (
    <div className="dialog-backdrop">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: `role` is dialog or alertdialog, which both take aria-modal; the rule cannot see a role held in a variable. */}
      <div
        ref={box}
        className={className ? `dialog ${className}` : 'dialog'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
      >
        <h2 id={titleId}>{title}</h2>
        {described && <p id={descriptionId}>{description}</p>}
        {children}
      </div>
    </div>
  );
}
