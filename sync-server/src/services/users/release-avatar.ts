// Deletes an avatar's blob once no account shows it any more.
import type { Deps } from '../../deps';
import { blobKeyOf } from '../images/blob-key-of';
import { users } from './user-doc';

export async function releaseAvatar(deps: Pick<Deps, 'store' | 'blobs'>, url: string): Promise<void> {
  const key = blobKeyOf(deps.blobs, url);
  if (!key) return;
  if ((await users(deps).count({ avatar: url })) > 0) return;
  await deps.blobs.delete(key);
}
