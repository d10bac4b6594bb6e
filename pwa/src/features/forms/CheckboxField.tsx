import { type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
