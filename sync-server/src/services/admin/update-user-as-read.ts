// PUT /api/admin/users/{id} with the user as GET /api/admin/users/{id} answered it: the fields only the
// server sets are checked against the stored user, then the rest is an admin's ordinary update.
import { ADMIN_USER_SERVER_FIELDS } from '../../../../shared/api/users';
import type { Deps } from '../../deps';
import { withoutServerFields } from '../as-read';
import { userAsShown } from '../users/update-own-user';
import { getUserDoc, type UserDoc } from '../users/user-doc';
import { type AdminUserChanges, adminUpdateUser } from './update-user';

type AdminUserBody = AdminUserChanges & { [F in (typeof ADMIN_USER_SERVER_FIELDS)[number]]?: unknown };

export async function adminUpdateUserAsRead(
  deps: Pick<Deps, 'store'>,
  actor: Pick<UserDoc, '_id' | 'isSuperAdmin'>,
  userId: string,
  body: AdminUserBody,
): Promise<UserDoc> {
  const target = await getUserDoc(deps, userId);
  const changes = withoutServerFields(body, userAsShown(target), ADMIN_USER_SERVER_FIELDS);
  return adminUpdateUser(deps, actor, userId, changes);
}
