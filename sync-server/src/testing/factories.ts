// Builders for tests: users and blogs inserted straight into the store (hashing once per password, since
// scrypt is deliberately slow) with a signed token, and request helpers for JSON calls.
import { newId } from '../../../shared/ids';
import type { Deps } from '../deps';
import { issueToken } from '../http/tokens';
import { hashPassword } from '../services/auth/password';
import { type BlogDoc, blogs } from '../services/blogs/blog-doc';
import { newBlogDoc } from '../services/blogs/create-blog';
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

/** A blog as the website creates it, inserted straight into the store (no images, no change log). */
export async function insertBlog(
  deps: Pick<Deps, 'store'>,
  owner: Pick<UserDoc, '_id' | 'name'>,
  overrides: Partial<BlogDoc> = {},
): Promise<BlogDoc> {
  const fields = { blogTitle: 'A trip', country: '', blogBody: 'Text.', featured: false, publish: true };
  const blog = {
    ...newBlogDoc(
      overrides._id ?? newId(),
      owner,
      fields,
      { heroImage: null, imageUrls: [] },
      false,
      new Date(),
    ),
    rev: 1,
    ...overrides,
  };
  await blogs(deps).insertOne(blog);
  return blog;
}

export function json(body: unknown, headers: Record<string, string> = {}, method = 'POST'): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}
