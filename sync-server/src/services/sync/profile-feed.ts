// The signed-in user's own profile in the pull feed: after every write that changes what
// GET /api/users/me shows, an entry in the user's scope, so the user's other devices (and the one that
// made the change) hear of it and are poked. Pull sends the profile as /me answers it now, with the
// user's profileRev as its rev (raised here, once per recorded change) so a device can ignore an older copy.
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import { toPublicUser, USERS, type UserDoc, users } from '../users/user-doc';
import { recordChange, userScope } from './change-log';

/** What pull sends of a user: exactly GET /api/users/me's answer, and profileRev as the revision. */
export function profileChange(user: UserDoc): { rev: number; doc: Record<string, unknown> } {
  return { rev: user.profileRev ?? 0, doc: { ...toPublicUser(user) } };
}

/** The pulling user's profile as it is now; null when the account is gone. */
export async function readProfile(
  deps: Pick<Deps, 'store'>,
  userId: string,
): Promise<{ rev: number; doc: Record<string, unknown> } | null> {
  const user = await users(deps).findOne({ _id: userId });
  return user ? profileChange(user) : null;
}

/**
 * For callers that already hold withLock(userScope(userId)) (the lock is not reentrant: taking it
 * again inside would wait on itself forever). Answers the new profileRev, or null when the user is gone.
 */
export async function recordProfileChangeTx(
  tx: LockedStore,
  userId: string,
  now = new Date(),
): Promise<number | null> {
  const user = await tx
    .collection<UserDoc>(USERS)
    .findOneAndUpdate({ _id: userId }, { $inc: { profileRev: 1 } });
  // A deleted account has no devices that could pull, and logging it would bring back the scope
  // its deletion removed.
  if (!user) return null;
  const rev = user.profileRev ?? 1;
  await recordChange(tx, userScope(userId), 'profile', userId, rev, now);
  return rev;
}

/**
 * Logs that userId's profile changed. Call it right after the write to the user document, never before.
 * That write is not under the scope lock (account calls and counters update the user alone), so the two
 * are not atomic, and this order is what keeps that safe:
 * - a pull between the write and this entry still sees the old entry (or none) and may send the new
 *   profile early under the old rev; the entry made here raises the rev and the next pull sends it again;
 * - a crash between the two loses only the poke: the change reaches devices with the user's next profile
 *   change, and the PWA also reads /api/users/me when it starts.
 * Recording first would be worse: a pull in between would send the old profile under the new rev, and
 * a device would then ignore the real one as "not newer".
 */
export async function recordProfileChange(
  deps: Pick<Deps, 'store'>,
  userId: string,
  now = new Date(),
): Promise<number | null> {
  return deps.store.withLock(userScope(userId), (tx) => recordProfileChangeTx(tx, userId, now));
}
