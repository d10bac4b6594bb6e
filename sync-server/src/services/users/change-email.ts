// PUT /api/users/change-email: old, new and confirmation (SPEC §5). The e-mail is the sign-in name, so
// older tokens stop working.
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { ConflictError, ValidationError } from '../errors';
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
  try {
    const updated = await users(deps).findOneAndUpdate(
      { _id: userId },
      { $set: { email, updatedAt: now.toISOString() }, $inc: { tokenVersion: 1 } },
    );
    if (!updated) throw new ValidationError('The account no longer exists');
    return updated;
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}
