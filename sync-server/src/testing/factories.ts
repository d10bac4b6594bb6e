// Builders for tests: users inserted straight into the store (hashing once per password, since scrypt
// is deliberately slow) with a signed token, and request helpers for JSON calls.
import { newId } from '../../../shared/ids';
import type { Deps } from '../deps';
import { issueToken } from '../http/tokens';
import { hashPassword } from '../services/auth/password';
import { newUserDoc, type UserDoc, users } from '../services/users/user-doc';

export const PASSWORD = 'correct-horse-42';
const hashes = new Map<string, Promise<string>>();

function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface TestUser {
  user: UserDoc;
  token: string;
  auth: { authorization: string };
}

export async function insertUser(
  deps: Deps,
  overrides: Partial<UserDoc> & { password?: string } = {},
): Promise<TestUser> {
  const { password = PASSWORD, ...fields } = overrides;
  const id = fields._id ?? newId();
  const user = newUserDoc(
    {
      _id: id,
      name: 'Test User',
      email: `user-${id}@example.com`,
      passwordHash: await hashOnce(password),
      ...fields,
    },
    new Date(),
  );
  await users(deps).insertOne(user);
  const token = await issueToken(deps.config.jwtSecret, user);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export function json(body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}
