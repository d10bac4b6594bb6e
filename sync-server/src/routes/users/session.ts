// The answer of register and login, and of credential changes: the user plus a fresh token.
import type { SessionResponse } from '../../../../shared/api/users';
import { issueToken } from '../../http/tokens';
import { toPublicUser, type UserDoc } from '../../services/users/user-doc';

export async function sessionFor(secret: string, user: UserDoc): Promise<SessionResponse> {
  return { ...toPublicUser(user), token: await issueToken(secret, user) };
}
