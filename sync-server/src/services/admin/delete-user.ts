// DELETE /api/admin/users/{id}: as an account deletion, but never one's own row, and an admin's account
// only by the super admin (so the last super admin, who cannot delete themselves, always stays). The
// deletion starts with a write conditional on the rights it checked (admin-targets.ts), which also ends the
// account's sessions: an account promoted between the check and the deletion is checked again, not deleted.
import type { Deps } from '../../deps';
import { ForbiddenError } from '../errors';
import { ownDeletionRefusal } from '../users/delete-own-account';
import { deleteUserData } from '../users/delete-user-data';
import { type UserDoc, users } from '../users/user-doc';
import { assertMayManage, rightsAsRead, withTargetAsRead } from './admin-targets';

export async function adminDeleteUser(
  deps: Pick<Deps, 'store' | 'blobs'>,
  actor: Pick<UserDoc, '_id' | 'isAdmin' | 'isSuperAdmin'>,
  userId: string,
): Promise<string[]> {
  if (actor._id === userId)
    throw new ForbiddenError(ownDeletionRefusal(actor) ?? 'You cannot delete your own account here');
  await withTargetAsRead(deps, userId, (target) => {
    assertMayManage(actor, target);
    return users(deps).findOneAndUpdate(
      { _id: userId, ...rightsAsRead(target) },
      { $inc: { tokenVersion: 1 } },
    );
  });
  return deleteUserData(deps, userId);
}
