// The operator's way back to a lost admin password (npm run reset-admin-password): the seeded admin's
// password is replaced and every session of that account ends, as a password change does. The seeded
// admin is found by its fixed id, or (a store an earlier version seeded) as the admin with ADMIN_EMAIL.
import type { Deps } from '../../deps';
import { hashPassword } from '../auth/password';
import { NotFoundError } from '../errors';
import { ADMIN_ID } from '../seed/seed';
import { recordProfileChange } from '../sync/profile-feed';
import { normalizeEmail, type UserDoc, users } from './user-doc';

export async function resetAdminPassword(
  deps: Pick<Deps, 'store'>,
  input: { adminEmail: string; password: string },
  now = new Date(),
): Promise<UserDoc> {
  const admin =
    (await users(deps).findOne({ _id: ADMIN_ID })) ??
    (await users(deps).findOne({ email: normalizeEmail(input.adminEmail), isAdmin: true }));
  if (!admin) {
    throw new NotFoundError(
      `There is no seeded admin in this store (no account with id ${ADMIN_ID}, nor an admin with the e-mail ${input.adminEmail})`,
    );
  }
  const updated = await users(deps).findOneAndUpdate(
    { _id: admin._id },
    {
      $set: { passwordHash: await hashPassword(input.password), updatedAt: now.toISOString() },
      $inc: { tokenVersion: 1 },
    },
  );
  if (!updated) throw new NotFoundError('The admin account was deleted meanwhile');
  // /me's updatedAt moved: logged like every profile change (change-password.ts does the same).
  await recordProfileChange(deps, admin._id, now);
  return updated;
}
