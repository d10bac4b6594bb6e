import { type TextareaHTMLAttributes, useId } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
}

/** TextField's multi-line sibling: a visible label tied to the textarea. */
export function TextAreaField({ label, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className="field__input field__input--area" {...textarea} />
    </div>
  );
}
