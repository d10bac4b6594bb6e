// DELETE /api/admin/users/{id}: as an account deletion, but never one's own row, and a super admin's
// account only by another super admin.
import type { Deps } from '../../deps';
import { ForbiddenError } from '../errors';
import { deleteUserData } from '../users/delete-user-data';
import { getUserDoc, type UserDoc } from '../users/user-doc';

export async function adminDeleteUser(
  deps: Pick<Deps, 'store' | 'blobs'>,
  actor: Pick<UserDoc, '_id' | 'isSuperAdmin'>,
  userId: string,
): Promise<string[]> {
  if (actor._id === userId) throw new ForbiddenError('You cannot delete your own account here');
  const target = await getUserDoc(deps, userId);
  if (target.isSuperAdmin && !actor.isSuperAdmin)
    throw new ForbiddenError('Only a super admin can delete a super admin');
  return deleteUserData(deps, userId);
}
