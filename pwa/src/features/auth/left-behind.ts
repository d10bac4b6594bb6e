// Someone signing in as another account while the current user's database holds unsent writes: those
// writes stay on this device, in that user's own database, and are sent when that user signs in again.
// This finds them just before the switch, so the screen can say so plainly.
import { currentUserData } from '../../data/user-data.ts';
import { session } from '../../state/session.ts';

export interface LeftBehind {
  name: string;
  count: number;
}

/** The current user's unsent writes when `nextUserId` is someone else, else null. */
export async function unsentLeftBehind(nextUserId: string): Promise<LeftBehind | null> {
  const data = currentUserData();
  const name = session.user?.name;
  if (!data || !name || data.userId === nextUserId) return null;
  const count = await data.db.outbox.count().catch(() => 0);
  return count > 0 ? { name, count } : null;
}

/** After the switch: whose changes stayed, and when they go out. */
export function leftBehindText({ name, count }: LeftBehind): string {
  const stay = count === 1 ? 'unsent change stays' : `${count} unsent changes stay`;
  return `${name}’s ${stay} on this device and will be sent when ${name} signs in again.`;
}

/** On the sign-in page after the session ended: nothing was lost, and what signing in again does. */
export function sessionEndedText(count: number): string {
  if (count === 0) return 'Your session has ended. Please sign in again; everything on this device is kept.';
  const safe = count === 1 ? 'Your unsent change is' : `Your ${count} unsent changes are`;
  return `Your session has ended. ${safe} safe on this device and will be sent once you sign in again.`;
}

/** Before the switch, on the sign-in page. */
export function otherAccountText(name: string): string {
  return `If you sign in with another account, ${name}’s changes stay on this device and will be sent when ${name} signs in again.`;
}
