// POST /api/admin/create/: an admin creates an account (SPEC §3 admin-created user payload). Granting
// admin is reserved to a super admin, so an admin cannot mint peers.
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { hashPassword } from '../auth/password';
import { ForbiddenError } from '../errors';
import { insertNewUser, newUserDoc, type UserDoc } from '../users/user-doc';

export const ONLY_SUPER_ADMIN = 'Only a super admin can grant or remove admin rights';

export async function adminCreateUser(
  deps: Pick<Deps, 'store'>,
  actor: Pick<UserDoc, 'isSuperAdmin'>,
  input: { name: string; email: string; password: string; isSuspended: boolean; isAdmin: boolean },
  now = new Date(),
): Promise<UserDoc> {
  if (input.isAdmin && !actor.isSuperAdmin) throw new ForbiddenError(ONLY_SUPER_ADMIN);
  const user = newUserDoc(
    {
      _id: newId(now.getTime()),
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      isAdmin: input.isAdmin,
      isSuspended: input.isSuspended,
    },
    now,
  );
  await insertNewUser(deps, user);
  return user;
}
