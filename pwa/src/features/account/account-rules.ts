// SPEC §5 and §9 rules of the account page.

/** Account alerts (success or failure of a section) stay 4 s; the delete failure 3.5 s. */
export const ACCOUNT_ALERT_MS = 4000;
export const DELETE_ALERT_MS = 3500;

/** SPEC §5: the local name copy is updated only when the new name is non-empty and longer than 4 characters. */
export function updatesLocalName(newName: string): boolean {
  return newName.trim().length > 4;
}
