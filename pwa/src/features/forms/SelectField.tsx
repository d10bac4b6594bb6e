import { useId } from 'react';

interface SelectFieldProps<T extends string> {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/** A labelled select whose options are their own labels (topics, filters). */
export function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option === event.target.value);
          if (picked) onChange(picked);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
