import type { Ref } from 'react';
import { TextField } from '../forms/TextField.tsx';

interface NameEmailFieldsProps {
  name: string;
  email: string;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
  /** The name field, where the dialog puts focus. */
  nameRef: Ref<HTMLInputElement>;
}

/** The name and e-mail fields both user dialogs open with, sized as the server takes them. */
export function NameEmailFields({ name, email, onName, onEmail, nameRef }: NameEmailFieldsProps) {
  return (
    <>
      <TextField
        ref={nameRef}
        label="name"
        value={name}
        autoComplete="off"
        maxLength={60}
        onChange={(e) => onName(e.target.value)}
      />
      <TextField
        label="email"
        type="email"
        value={email}
        autoComplete="off"
        maxLength={254}
        onChange={(e) => onEmail(e.target.value)}
      />
    </>
  );
}

interface FormButtonsProps {
  label: string;
  /** Shown instead of `label`, with the button disabled, while the write runs. */
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a user dialog. */
export function FormButtons({ label, pendingLabel, pending, onCancel }: FormButtonsProps) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--quiet" onClick={onCancel}>
        cancel
      </button>
      <button type="submit" className="button" disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
