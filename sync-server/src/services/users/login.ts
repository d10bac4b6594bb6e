// Sign-in. An unknown e-mail and a wrong password give the same answer, in about the same time.
import { formatDate, formatTime } from '../../../../shared/dates';
import type { Deps } from '../../deps';
import { decoyHash, verifyPassword } from '../auth/password';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { recordProfileChange } from '../sync/profile-feed';
import { normalizeEmail, type UserDoc, users } from './user-doc';

export const BAD_CREDENTIALS = 'Invalid e-mail or password';
export const SUSPENDED = 'This account is suspended. Please contact us through the ask page.';

export async function login(
  deps: Pick<Deps, 'store'>,
  input: { email: string; password: string },
  now = new Date(),
): Promise<UserDoc> {
  const user = await users(deps).findOne({ email: normalizeEmail(input.email) });
  // An unknown e-mail is checked against a decoy, so it costs as much as a wrong password.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? decoyHash());
  if (!user || !valid) throw new UnauthorizedError(BAD_CREDENTIALS);
  if (user.isSuspended) throw new ForbiddenError(SUSPENDED);
  const updated = await users(deps).findOneAndUpdate(
    { _id: user._id },
    {
      $inc: { logins: 1 },
      $set: { lastLoginDate: formatDate(now), lastLoginTime: formatTime(now), updatedAt: now.toISOString() },
    },
  );
  if (!updated) throw new UnauthorizedError(BAD_CREDENTIALS);
  // logins and the last login are shown on the account page of every device.
  await recordProfileChange(deps, user._id, now);
  return updated;
}
