// Conflicts are documents a user grows without creating them: each write that collides with another
// device's keeps the losing value. A new one makes room by giving up the oldest resolved ones (the owner
// has decided those); when the rest are all open, the write that would add one is refused, so two devices
// (or one account pushing on purpose) writing past each other cannot grow the store without end.
import type { Collection } from '../../ports/document-store';
import type { QuotaLimits } from './limits';
import { QuotaExceededError } from './user-quota';

interface Kept {
  _id: string;
  userID: string;
  rev: number;
  at: string;
  resolved?: boolean;
}

export function tooManyConflicts(limit: number): string {
  return `You can have at most ${limit} open conflicts; resolve some first`;
}

/** The resolved conflicts to delete before `adding` more of owner's are stored; throws when too few. */
export async function conflictsToDrop<T extends Kept>(
  col: Collection<T>,
  owner: string,
  adding: number,
  limits: QuotaLimits,
): Promise<T[]> {
  if (adding === 0) return [];
  const over = (await col.count({ userID: owner })) + adding - limits.conflicts;
  if (over <= 0) return [];
  const resolved = await col.find({ userID: owner, resolved: true }, { sort: { at: 1 }, limit: over });
  if (resolved.length < over) throw new QuotaExceededError(tooManyConflicts(limits.conflicts));
  return resolved;
}
