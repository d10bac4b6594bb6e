// What the users screen may offer on a row, mirroring the server's rules (services/admin/*-user.ts,
// admin-targets.ts) so the screen never offers what the server would refuse, and says why where a
// control is locked.
import type { User } from '../../../../shared/entities/user.ts';

export type Me = Pick<User, '_id' | 'isSuperAdmin'>;
export type Target = Pick<User, '_id' | 'isAdmin' | 'isSuperAdmin' | 'isSuspended'>;

export const NO_USERS = 'no users to show!';
export const OWN_ADMIN_LOCKED = 'You cannot change your own admin rights.';
export const ONLY_SUPER_ADMIN_LOCKED = 'Only the super admin can change admin rights.';
export const ONLY_SUPER_ADMIN_GRANTS = 'Only the super admin can make a new user an admin.';
export const OWN_SUSPEND_LOCKED = 'You cannot suspend your own account.';
export const SUPER_ADMIN_SUSPEND_LOCKED = 'A super admin cannot be suspended.';
export const ONLY_SUPER_ADMIN_MANAGES_ADMINS = 'Only the super admin can change, suspend or delete an admin.';

/** SPEC §2 common texts: "no users to show!", else "1 user" or "N users". */
export function usersCountLine(total: number): string {
  if (total === 0) return NO_USERS;
  return total === 1 ? '1 user' : `${total} users`;
}

/**
 * Why this admin may not touch the row at all, or null when they may: an admin's account (another
 * admin's, the super admin's) is the super admin's to change, suspend or delete.
 */
export function manageLockReason(me: Me, target: Target): string | null {
  const isAdmin = target.isAdmin || target.isSuperAdmin;
  return isAdmin && !me.isSuperAdmin && me._id !== target._id ? ONLY_SUPER_ADMIN_MANAGES_ADMINS : null;
}

/** The update dialog: on any row the admin may manage, their own included. */
export function canUpdate(me: Me, target: Target): boolean {
  return manageLockReason(me, target) === null;
}

/** SPEC §4, §6: never on one's own row; a super admin is never suspended (only unsuspended). */
export function canSuspend(me: Me, target: Target): boolean {
  const suspendable = !target.isSuperAdmin || target.isSuspended;
  return me._id !== target._id && canUpdate(me, target) && suspendable;
}

/** Never one's own row, nor an admin's unless the super admin asks. */
export function canDelete(me: Me, target: Target): boolean {
  return me._id !== target._id && canUpdate(me, target);
}

/** Why the update dialog's admin checkbox is locked for this row, or null when it may change. */
export function adminLockReason(me: Me, target: Target): string | null {
  if (me._id === target._id) return OWN_ADMIN_LOCKED;
  return me.isSuperAdmin ? null : ONLY_SUPER_ADMIN_LOCKED;
}

/** Why the update dialog's suspended checkbox is locked for this row, or null when it may change. */
export function suspendLockReason(me: Me, target: Target): string | null {
  if (me._id === target._id) return OWN_SUSPEND_LOCKED;
  return manageLockReason(me, target) ?? (canSuspend(me, target) ? null : SUPER_ADMIN_SUSPEND_LOCKED);
}

/** The row's marks: its rights ("user" when it has none beyond its own), then whether it is suspended. */
export function userMarks(user: Pick<User, 'isAdmin' | 'isSuperAdmin' | 'isSuspended'>): string[] {
  const marks = [user.isSuperAdmin ? 'super admin' : user.isAdmin ? 'admin' : 'user'];
  if (user.isSuspended) marks.push('suspended');
  return marks;
}
