// Only the super admin may change, suspend or delete an admin's account (DESIGN "Security"): a normal
// admin who could would lock the super admin out by changing their e-mail, or remove their peers. A
// normal admin still manages every account that is not an admin's, and their own as the account page
// allows (the rules against suspending or demoting oneself are checked apart).
import { ForbiddenError } from '../errors';
import type { UserDoc } from '../users/user-doc';

export const ONLY_SUPER_ADMIN_MANAGES_ADMINS =
  'Only the super admin can change, suspend or delete an admin account';

export function assertMayManage(
  actor: Pick<UserDoc, '_id' | 'isSuperAdmin'>,
  target: Pick<UserDoc, '_id' | 'isAdmin' | 'isSuperAdmin'>,
): void {
  const isAdmin = target.isAdmin || target.isSuperAdmin;
  if (isAdmin && !actor.isSuperAdmin && actor._id !== target._id) {
    throw new ForbiddenError(ONLY_SUPER_ADMIN_MANAGES_ADMINS);
  }
}
