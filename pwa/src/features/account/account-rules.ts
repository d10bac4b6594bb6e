// SPEC §5 and §9 rules of the account page.
import { NEW_NAME_MIN } from '../../../../shared/api/users.ts';

/** Account alerts (success or failure of a section) stay 4 s; the delete failure 3.5 s. */
export const ACCOUNT_ALERT_MS = 4000;
export const DELETE_ALERT_MS = 3500;

/**
 * SPEC §5: the local name copy is updated only when the new name is non-empty and longer than 4 characters.
 * The server refuses shorter names (changeNameSchema), so a name it accepted always passes.
 */
export function updatesLocalName(newName: string): boolean {
  return newName.trim().length >= NEW_NAME_MIN;
}

export const ADMIN_KEEPS_ACCOUNT =
  'An admin cannot delete their own account. Ask the super admin to remove your admin rights first.';
export const SUPER_ADMIN_KEEPS_ACCOUNT = "The super admin's account cannot be deleted by its owner.";

/** Why this account cannot delete itself (the server refuses it for every admin), or null when it can. */
export function ownDeletionLock(user: { isAdmin: boolean; isSuperAdmin: boolean }): string | null {
  if (user.isSuperAdmin) return SUPER_ADMIN_KEEPS_ACCOUNT;
  return user.isAdmin ? ADMIN_KEEPS_ACCOUNT : null;
}
