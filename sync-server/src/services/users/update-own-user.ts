// PUT /api/users/update/{id}: name or tier alone, the stored user as GET /api/users/me answered it, or the
// login follow-up {id, lastLoginDate, lastLoginTime} (SPEC §7). The sign-in was stamped by the server when
// it happened (login.ts), so the client's clock never overwrites it: those two are accepted and ignored.
// A request that changes nothing writes nothing, so the follow-up leaves updatedAt as the answer showed it.
import { NEW_NAME_MIN, NEW_NAME_TOO_SHORT, OWN_USER_SERVER_FIELDS } from '../../../../shared/api/users';
import type { Tier } from '../../../../shared/entities/user';
import type { Deps } from '../../deps';
import { withoutServerFields } from '../as-read';
import { ValidationError } from '../errors';
import { updateProfile } from './update-profile';
import { toPublicUser, type UserDoc } from './user-doc';

/** The user as an answer shows it, with SPEC §3's `id` beside `_id`. */
export const userAsShown = (doc: UserDoc) => ({ ...toPublicUser(doc), id: doc._id });

type OwnUserBody = { [F in (typeof OWN_USER_SERVER_FIELDS)[number]]?: unknown } & {
  name?: string | undefined;
  tier?: Tier | undefined;
  lastLoginDate?: string | undefined;
  lastLoginTime?: string | undefined;
};

export async function updateOwnUser(
  deps: Pick<Deps, 'store'>,
  user: UserDoc,
  body: OwnUserBody,
): Promise<UserDoc> {
  const { name, tier } = withoutServerFields(body, userAsShown(user), OWN_USER_SERVER_FIELDS);
  const changes = {
    ...(name !== undefined && name !== user.name && { name }),
    ...(tier !== undefined && tier !== user.tier && { tier }),
  };
  // SPEC §5: a new name is longer than 4 characters; the stored one sent back as it is always passes.
  if (changes.name !== undefined && changes.name.length < NEW_NAME_MIN)
    throw new ValidationError(`name: ${NEW_NAME_TOO_SHORT}`);
  if (Object.keys(changes).length === 0) return user;
  return updateProfile(deps, user._id, changes);
}
