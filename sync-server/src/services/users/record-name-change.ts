// After a write that may have changed a user's name (their own profile calls, an admin's update of the
// user): the profile change logged for their devices, as recordProfileChange does, and the name carried
// onto their blogs as author (blogs/rename-author.ts), in one locked section of the user's scope, whose
// public blogs then reach the public feed (writeBlog). The name is read inside that section, so of renames
// racing each other, or a blog being made meanwhile, the last section leaves every blog with the name the
// user has now. Called right after the write to the user document, for the reasons recordProfileChange gives.
import type { Deps } from '../../deps';
import { renameAuthorTx } from '../blogs/rename-author';
import { writeBlog } from '../sync/blog-feed';
import { recordProfileChangeTx } from '../sync/profile-feed';
import { USERS, type UserDoc } from './user-doc';

/** Answers the new profileRev, or null when the user is gone. */
export async function recordNameChange(
  deps: Pick<Deps, 'store'>,
  userId: string,
  now = new Date(),
): Promise<number | null> {
  return writeBlog(deps, userId, async (tx) => {
    const user = await tx.collection<UserDoc>(USERS).findOne({ _id: userId }, { projection: { name: 1 } });
    if (!user) return null;
    await renameAuthorTx(tx, userId, user.name, now);
    return recordProfileChangeTx(tx, userId, now);
  });
}
