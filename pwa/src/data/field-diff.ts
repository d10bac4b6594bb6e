// Updates carry only the fields the user changed: the server counts every field sent as a write, so an
// unchanged one sent along could win a conflict it never took part in.
import { orderKey } from '../../../shared/sync/values.ts';
import type { Fields } from './records.ts';

/** The entries of `desired` whose values differ from `current` (compared by content, arrays included). */
export function changedFields(current: Fields, desired: Fields): Fields {
  const changed: Fields = {};
  for (const [field, value] of Object.entries(desired)) {
    if (value === undefined) continue;
    if (orderKey(current[field]) !== orderKey(value)) changed[field] = value;
  }
  return changed;
}
