// Only the super admin may change, suspend or delete an admin's account (DESIGN "Security"): a normal
// admin who could would lock the super admin out by changing their e-mail, or remove their peers. A
// normal admin still manages every account that is not an admin's, and their own as the account page
// allows (the rules against suspending or demoting oneself are checked apart).
// The rights are checked on one read and written on another moment: a write made on an `_id` alone would
// land on an account promoted between the two. So the write that follows a check is conditional on the
// rights that check read (rightsAsRead), and one that misses is checked again on a fresh read
// (withTargetAsRead).
import type { Deps } from '../../deps';
import type { Filter } from '../../ports/document-store';
import { ConflictError, ForbiddenError } from '../errors';
import { getUserDoc, type UserDoc } from '../users/user-doc';

export const ONLY_SUPER_ADMIN_MANAGES_ADMINS =
  'Only the super admin can change, suspend or delete an admin account';
export const ADMIN_RIGHTS_CHANGED =
  "This account's admin rights kept changing while you were changing it: reload it and try again";

/** Fresh reads before giving up: a change of rights is rare, so a write missing this often is a fight. */
const ATTEMPTS = 3;

type Rights = Pick<UserDoc, 'isAdmin' | 'isSuperAdmin'>;

export function assertMayManage(
  actor: Pick<UserDoc, '_id' | 'isSuperAdmin'>,
  target: Pick<UserDoc, '_id'> & Rights,
): void {
  const isAdmin = target.isAdmin || target.isSuperAdmin;
  if (isAdmin && !actor.isSuperAdmin && actor._id !== target._id) {
    throw new ForbiddenError(ONLY_SUPER_ADMIN_MANAGES_ADMINS);
  }
}

/** The part of a write's filter that holds only while the target's rights are still as read. */
export function rightsAsRead(target: Rights): Filter {
  // Truthiness, as assertMayManage reads them: an account stored without a flag is not an admin.
  return {
    isAdmin: target.isAdmin ? true : { $ne: true },
    isSuperAdmin: target.isSuperAdmin ? true : { $ne: true },
  };
}

/**
 * Runs `attempt` on the target as it is now; `attempt` checks what it may do and makes its write
 * conditional on rightsAsRead, answering null when that write found nothing. Then the rights (or the
 * account) changed since the read: the checks run again on a fresh read, so an account promoted meanwhile
 * is refused as an admin's (403) and one deleted meanwhile answers 404. Still missing after ATTEMPTS: 409.
 */
export async function withTargetAsRead<R>(
  deps: Pick<Deps, 'store'>,
  userId: string,
  attempt: (target: UserDoc) => Promise<R | null>,
): Promise<R> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const done = await attempt(await getUserDoc(deps, userId));
    if (done !== null) return done;
  }
  throw new ConflictError(ADMIN_RIGHTS_CHANGED);
}
