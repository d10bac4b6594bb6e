// What the users screen may offer on a row, mirroring the server's rules (services/admin/*-user.ts) so
// the screen never offers what the server would refuse, and says why where a control is locked.
import type { User } from '../../../../shared/entities/user.ts';

export type Me = Pick<User, '_id' | 'isSuperAdmin'>;
export type Target = Pick<User, '_id' | 'isSuperAdmin' | 'isSuspended'>;

export const NO_USERS = 'no users to show!';
export const OWN_ADMIN_LOCKED = 'You cannot change your own admin rights.';
export const ONLY_SUPER_ADMIN_LOCKED = 'Only the super admin can change admin rights.';
export const ONLY_SUPER_ADMIN_GRANTS = 'Only the super admin can make a new user an admin.';
export const OWN_SUSPEND_LOCKED = 'You cannot suspend your own account.';
export const SUPER_ADMIN_SUSPEND_LOCKED = 'A super admin cannot be suspended.';

/** SPEC §2 common texts: "no users to show!", else "1 user" or "N users". */
export function usersCountLine(total: number): string {
  if (total === 0) return NO_USERS;
  return total === 1 ? '1 user' : `${total} users`;
}

/** SPEC §4, §6: never on one's own row; a super admin is never suspended (only unsuspended). */
export function canSuspend(me: Me, target: Target): boolean {
  return me._id !== target._id && (!target.isSuperAdmin || target.isSuspended);
}

/** Never one's own row; a super admin only by another super admin. */
export function canDelete(me: Me, target: Target): boolean {
  return me._id !== target._id && (!target.isSuperAdmin || me.isSuperAdmin);
}

/** Why the update dialog's admin checkbox is locked for this row, or null when it may change. */
export function adminLockReason(me: Me, target: Target): string | null {
  if (me._id === target._id) return OWN_ADMIN_LOCKED;
  return me.isSuperAdmin ? null : ONLY_SUPER_ADMIN_LOCKED;
}

/** Why the update dialog's suspended checkbox is locked for this row, or null when it may change. */
export function suspendLockReason(me: Me, target: Target): string | null {
  if (me._id === target._id) return OWN_SUSPEND_LOCKED;
  return canSuspend(me, target) ? null : SUPER_ADMIN_SUSPEND_LOCKED;
}

/** The row's marks: its rights ("user" when it has none beyond its own), then whether it is suspended. */
export function userMarks(user: Pick<User, 'isAdmin' | 'isSuperAdmin' | 'isSuspended'>): string[] {
  const marks = [user.isSuperAdmin ? 'super admin' : user.isAdmin ? 'admin' : 'user'];
  if (user.isSuspended) marks.push('suspended');
  return marks;
}
