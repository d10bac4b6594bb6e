import { type RefObject, useRef } from 'react';
import { TextField } from '../forms/TextField.tsx';
import { dayInput, monthInput, partComplete, yearInput } from './register-rules.ts';

interface DobFieldsProps {
  day: string;
  month: string;
  year: string;
  onChange: (part: 'day' | 'month' | 'year', value: string) => void;
}

/**
 * Focus moved on by a full day or month lands with the next part selected: the fields are prefilled, and
 * a caret after "06" would swallow every digit typed next (the part is cut to its length).
 */
function moveOnTo(next: RefObject<HTMLInputElement | null>): void {
  next.current?.focus();
  next.current?.select();
}

/** Day, month and year as three short numeric inputs; a full day or month moves focus on (SPEC §5). */
export function DobFields({ day, month, year, onChange }: DobFieldsProps) {
  const monthRef = useRef<HTMLInputElement>(null);
  const yearRef = useRef<HTMLInputElement>(null);

  return (
    <fieldset className="dob">
      <legend>date of birth</legend>
      <TextField
        label="day"
        name="day"
        inputMode="numeric"
        autoComplete="bday-day"
        placeholder="DD"
        required
        value={day}
        onChange={(event) => {
          const value = dayInput(event.target.value);
          onChange('day', value);
          if (partComplete(value)) moveOnTo(monthRef);
        }}
      />
      <TextField
        label="month"
        name="month"
        ref={monthRef}
        inputMode="numeric"
        autoComplete="bday-month"
        placeholder="MM"
        required
        value={month}
        onChange={(event) => {
          const value = monthInput(event.target.value);
          onChange('month', value);
          if (partComplete(value)) moveOnTo(yearRef);
        }}
      />
      <TextField
        label="year"
        name="year"
        ref={yearRef}
        inputMode="numeric"
        autoComplete="bday-year"
        placeholder="YYYY"
        required
        value={year}
        onChange={(event) => onChange('year', yearInput(event.target.value))}
      />
    </fieldset>
  );
}
