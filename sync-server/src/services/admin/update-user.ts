// PUT /api/admin/users/{id}. Rules SPEC §6 leaves to the server: an admin cannot suspend themselves or
// drop their own admin flag; admin rights move only by a super admin's hand; an admin's account changes
// only by the super admin's (admin-targets.ts); a super admin is never suspended by someone else. A
// changed e-mail or suspension ends the user's sessions. The write holds only while the target's rights
// are as the checks read them (admin-targets.ts withTargetAsRead).
import type { Tier } from '../../../../shared/entities/user';
import type { Deps } from '../../deps';
import { DuplicateKeyError } from '../../ports/document-store';
import { ConflictError, ForbiddenError } from '../errors';
import { recordNameChange } from '../users/record-name-change';
import { EMAIL_TAKEN, normalizeEmail, type UserDoc, users } from '../users/user-doc';
import { assertMayManage, rightsAsRead, withTargetAsRead } from './admin-targets';
import { ONLY_SUPER_ADMIN } from './create-user';

export interface AdminUserChanges {
  name?: string | undefined;
  email?: string | undefined;
  tier?: Tier | undefined;
  isAdmin?: boolean | undefined;
  isSuspended?: boolean | undefined;
}

export async function adminUpdateUser(
  deps: Pick<Deps, 'store'>,
  actor: Pick<UserDoc, '_id' | 'isSuperAdmin'>,
  userId: string,
  changes: AdminUserChanges,
  now = new Date(),
): Promise<UserDoc> {
  const updated = await withTargetAsRead(deps, userId, (target) =>
    updateAsRead(deps, actor, target, changes, now),
  );
  // In the target's scope: it is their profile that changed, whoever changed it; their name goes onto
  // their blogs as author.
  await recordNameChange(deps, userId, now);
  return updated;
}

/** The checks on the target as read, and the write if its rights are still those: null when not. */
async function updateAsRead(
  deps: Pick<Deps, 'store'>,
  actor: Pick<UserDoc, '_id' | 'isSuperAdmin'>,
  target: UserDoc,
  changes: AdminUserChanges,
  now: Date,
): Promise<UserDoc | null> {
  const self = actor._id === target._id;
  if (changes.isSuspended && self) throw new ForbiddenError('You cannot suspend your own account');
  if (changes.isSuspended && target.isSuperAdmin && !target.isSuspended) {
    throw new ForbiddenError('A super admin cannot be suspended');
  }
  if (changes.isAdmin !== undefined && changes.isAdmin !== target.isAdmin) {
    if (self) throw new ForbiddenError('You cannot change your own admin rights');
    if (!actor.isSuperAdmin) throw new ForbiddenError(ONLY_SUPER_ADMIN);
  }
  assertMayManage(actor, target);
  const $set: Record<string, unknown> = { updatedAt: now.toISOString() };
  for (const key of ['name', 'tier', 'isAdmin', 'isSuspended'] as const) {
    if (changes[key] !== undefined) $set[key] = changes[key];
  }
  const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
  if (email !== undefined) $set.email = email;
  const endsSessions =
    (email !== undefined && email !== target.email) || (changes.isSuspended && !target.isSuspended);
  try {
    return await users(deps).findOneAndUpdate(
      { _id: target._id, ...rightsAsRead(target) },
      endsSessions ? { $set, $inc: { tokenVersion: 1 } } : { $set },
    );
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}
