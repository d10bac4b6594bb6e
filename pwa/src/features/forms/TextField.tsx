import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input: the label is always visible and tied to the input, so it is also the input's name. */
export function TextField({ label, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} className="field__input" {...input} />
    </div>
  );
}
