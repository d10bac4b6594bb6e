// DELETE /api/admin/users/{id}: as an account deletion, but never one's own row, and an admin's account
// only by the super admin (so the last super admin, who cannot delete themselves, always stays).
import type { Deps } from '../../deps';
import { ForbiddenError } from '../errors';
import { ownDeletionRefusal } from '../users/delete-own-account';
import { deleteUserData } from '../users/delete-user-data';
import { getUserDoc, type UserDoc } from '../users/user-doc';
import { assertMayManage } from './admin-targets';

export async function adminDeleteUser(
  deps: Pick<Deps, 'store' | 'blobs'>,
  actor: Pick<UserDoc, '_id' | 'isAdmin' | 'isSuperAdmin'>,
  userId: string,
): Promise<string[]> {
  if (actor._id === userId)
    throw new ForbiddenError(ownDeletionRefusal(actor) ?? 'You cannot delete your own account here');
  assertMayManage(actor, await getUserDoc(deps, userId));
  return deleteUserData(deps, userId);
}
