import { useId } from 'react';

interface LockableCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the box cannot change here; it is then disabled and the reason shows under it. */
  lockedReason: string | null;
}

/** A checkbox that, when the admin may not change it, says why instead of just greying out. */
export function LockableCheckbox({ label, checked, onChange, lockedReason }: LockableCheckboxProps) {
  const id = useId();
  const reasonId = useId();
  return (
    <div className="lockable">
      <div className="check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={lockedReason !== null}
          aria-describedby={lockedReason === null ? undefined : reasonId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {lockedReason !== null && (
        <p id={reasonId} className="lockable__reason">
          {lockedReason}
        </p>
      )}
    </div>
  );
}
