// PUT /api/users/change-email: old, new and confirmation (SPEC §5). The e-mail is the sign-in name, so
// older tokens stop working.
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { ConflictError, ValidationError } from '../errors';
import { recordProfileChange } from '../sync/profile-feed';
import { EMAIL_TAKEN, getUserDoc, normalizeEmail, type UserDoc, users } from './user-doc';

export async function changeEmail(
  deps: Pick<Deps, 'store'>,
  userId: string,
  input: { oldEmail: string; newEmail: string },
  now = new Date(),
): Promise<UserDoc> {
  const user = await getUserDoc(deps, userId);
  if (normalizeEmail(input.oldEmail) !== user.email)
    throw new ValidationError('The old e-mail is not correct');
  const email = normalizeEmail(input.newEmail);
  if (email === user.email) throw new ValidationError('The new e-mail is the same as the old one');
  let updated: UserDoc | null;
  try {
    updated = await users(deps).findOneAndUpdate(
      { _id: userId },
      { $set: { email, updatedAt: now.toISOString() }, $inc: { tokenVersion: 1 } },
    );
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  if (!updated) throw new ValidationError('The account no longer exists');
  // The other devices' tokens stop working, but the one that asked gets a new token and keeps syncing,
  // and the others learn the new e-mail once they sign in again.
  await recordProfileChange(deps, userId, now);
  return updated;
}
