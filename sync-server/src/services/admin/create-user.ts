// POST /api/admin/create/: an admin creates an account (SPEC §3 admin-created user payload). Granting
// admin is reserved to a super admin, so an admin cannot mint peers.
import { newId } from '../../../../shared/ids';
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { hashPassword } from '../auth/password';
import { ConflictError, ForbiddenError } from '../errors';
import { EMAIL_TAKEN } from '../users/register';
import { newUserDoc, type UserDoc, users } from '../users/user-doc';

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
  try {
    await users(deps).insertOne(user);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  return user;
}
