// PUT /api/users/change-pw: the old password proves it is the owner; every older token stops working.
import type { Deps } from '../../deps';
import { hashPassword, verifyPassword } from '../auth/password';
import { UnauthorizedError, ValidationError } from '../errors';
import { recordProfileChange } from '../sync/profile-feed';
import { getUserDoc, type UserDoc, users } from './user-doc';

export async function changePassword(
  deps: Pick<Deps, 'store'>,
  userId: string,
  input: { oldPassWord: string; newPassWord: string },
  now = new Date(),
): Promise<UserDoc> {
  const user = await getUserDoc(deps, userId);
  // 400, not 401: the session is fine, only the form is wrong (a 401 would sign the user out).
  if (!(await verifyPassword(input.oldPassWord, user.passwordHash))) {
    throw new ValidationError('The old password is not correct');
  }
  if (input.oldPassWord === input.newPassWord)
    throw new ValidationError('The new password must differ from the old one');
  const updated = await users(deps).findOneAndUpdate(
    { _id: userId, tokenVersion: user.tokenVersion },
    {
      $set: { passwordHash: await hashPassword(input.newPassWord), updatedAt: now.toISOString() },
      $inc: { tokenVersion: 1 },
    },
  );
  // Someone changed the credentials in between: their change stands, this one is refused.
  if (!updated) throw new UnauthorizedError('Your session has changed, please sign in again');
  // Nothing secret is shown, but /me's updatedAt moved: logged like any profile change, so "every write
  // that changes what /me shows is logged" holds without exceptions.
  await recordProfileChange(deps, userId, now);
  return updated;
}
