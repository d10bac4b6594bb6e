// PUT /api/users/update-user-img: a new avatar replaces the old one, whose blob goes unless another
// account uses the same picture (blobs are keyed by content).
import type { Deps } from '../../deps';
import { storeAvatar } from '../images/avatar';
import { recordProfileChange } from '../sync/profile-feed';
import { releaseAvatar } from './release-avatar';
import { getUserDoc, type UserDoc, users } from './user-doc';

export async function updateAvatar(
  deps: Deps,
  userId: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<UserDoc> {
  const before = await getUserDoc(deps, userId);
  const { url } = await storeAvatar(
    deps.blobs,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  );
  const updated = await users(deps).findOneAndUpdate(
    { _id: userId },
    { $set: { avatar: url, updatedAt: now.toISOString() } },
  );
  if (!updated) throw new Error('the user vanished while changing the avatar');
  await recordProfileChange(deps, userId, now);
  if (before.avatar && before.avatar !== url) await releaseAvatar(deps, before.avatar);
  return updated;
}
