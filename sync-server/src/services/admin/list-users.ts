// GET /api/admin/users/: every account, newest first.
import type { Deps } from '../../deps';
import { type UserDoc, users } from '../users/user-doc';

export function listUsers(deps: Pick<Deps, 'store'>): Promise<UserDoc[]> {
  return users(deps).find({}, { sort: { createdAt: -1 } });
}
