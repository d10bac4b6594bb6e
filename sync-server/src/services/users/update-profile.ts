// Changes to the user's own profile that need no proof: name and tier (PUT /api/users/change-name and
// /api/users/update/{id}). Roles, counters and ids are not reachable from here.
import type { Tier } from '../../../../shared/entities/user';
import type { Deps } from '../../deps';
import { NotFoundError } from '../errors';
import { recordNameChange } from './record-name-change';
import { type UserDoc, users } from './user-doc';

export async function updateProfile(
  deps: Pick<Deps, 'store'>,
  userId: string,
  changes: { name?: string | undefined; tier?: Tier | undefined },
  now = new Date(),
): Promise<UserDoc> {
  const $set: Record<string, unknown> = { updatedAt: now.toISOString() };
  if (changes.name !== undefined) $set.name = changes.name;
  if (changes.tier !== undefined) $set.tier = changes.tier;
  const updated = await users(deps).findOneAndUpdate({ _id: userId }, { $set });
  if (!updated) throw new NotFoundError('User not found');
  // With the name carried onto the user's blogs as their author.
  await recordNameChange(deps, userId, now);
  return updated;
}
