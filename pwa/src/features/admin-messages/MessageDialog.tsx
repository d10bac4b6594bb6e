import { useRef } from 'react';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { type ContactMessage, messageFields, senderOf } from './contact-message.ts';

interface MessageDialogProps {
  message: ContactMessage;
  onDelete: () => void;
  onClose: () => void;
}

/** One contact message with every field (SPEC §3); focus starts on close, Escape closes. */
export function MessageDialog({ message, onDelete, onClose }: MessageDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="dialog"
      title={`message from ${senderOf(message)}`}
      className="message-dialog"
      initialFocus={close}
      onCancel={onClose}
    >
      <dl className="message-dialog__fields">
        {messageFields(message).map(([label, value]) => (
          <div key={label} className={label === 'message' ? 'message-dialog__text' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog__actions">
        <button ref={close} type="button" className="button button--quiet" onClick={onClose}>
          close
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          delete
        </button>
      </div>
    </DialogFrame>
  );
}
