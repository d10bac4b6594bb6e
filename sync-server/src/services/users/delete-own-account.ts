// DELETE /api/users/delete-user/{own id}: a user deletes their own account. An admin cannot, on this route
// as on the admin one (docs/security.md): a normal admin first has their rights removed by
// the super admin, and the super admin's account is never deleted by its owner, so it cannot go while
// it is the only one (another super admin may still delete it through the admin route).
import type { Deps } from '../../deps';
import { ForbiddenError } from '../errors';
import { deleteUserData } from './delete-user-data';
import type { UserDoc } from './user-doc';

export const ADMIN_SELF_DELETE =
  'An admin cannot delete their own account. Ask the super admin to remove your admin rights first.';
export const SUPER_ADMIN_SELF_DELETE = "The super admin's account cannot be deleted by its owner.";

/** Why this account may not delete itself, or null when it may. */
export function ownDeletionRefusal(user: Pick<UserDoc, 'isAdmin' | 'isSuperAdmin'>): string | null {
  if (user.isSuperAdmin) return SUPER_ADMIN_SELF_DELETE;
  return user.isAdmin ? ADMIN_SELF_DELETE : null;
}

/** Answers the ids of the deleted blogs. */
export function deleteOwnAccount(
  deps: Pick<Deps, 'store' | 'blobs'>,
  user: Pick<UserDoc, '_id' | 'isAdmin' | 'isSuperAdmin'>,
): Promise<string[]> {
  const refusal = ownDeletionRefusal(user);
  if (refusal) throw new ForbiddenError(refusal);
  return deleteUserData(deps, user._id);
}
