import { useId } from 'react';
import type { Tier } from '../../../../shared/entities/user.ts';

interface TierSelectProps {
  value: Tier | '';
  onChange: (tier: Tier | '') => void;
}

const isTier = (value: string): value is Tier => value === 'free' || value === 'prem';

/** SPEC §2: options choose (placeholder), free, prem. The placeholder stays selectable so the rule shows. */
export function TierSelect({ value, onChange }: TierSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>tier</label>
      <select
        id={id}
        name="tier"
        className="field__input"
        required
        value={value}
        onChange={(event) => onChange(isTier(event.target.value) ? event.target.value : '')}
      >
        <option value="">choose</option>
        <option value="free">free</option>
        <option value="prem">prem</option>
      </select>
    </div>
  );
}
