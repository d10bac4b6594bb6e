// A user as stored: the API's User plus what never leaves the server.
import type { User } from '../../../../shared/entities/user';
import type { Deps } from '../../deps';
import type { Collection } from '../../ports/document-store';
import { DuplicateKeyError } from '../../ports/document-store';
import { ConflictError, NotFoundError } from '../errors';

export type UserDoc = User & {
  passwordHash: string;
  /** Raised on password change, e-mail change and deletion; tokens carrying an older value are refused. */
  tokenVersion: number;
  /** Raised with each profile change logged for sync (services/sync/profile-feed.ts); absent until the first. */
  profileRev?: number;
};

export const USERS = 'users';

export function users(deps: Pick<Deps, 'store'>): Collection<UserDoc> {
  return deps.store.collection<UserDoc>(USERS);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as every answer shows it: fields picked one by one, so nothing secret can slip through. */
export function toPublicUser(doc: UserDoc): User {
  return {
    _id: doc._id,
    name: doc.name,
    email: doc.email,
    dob: doc.dob,
    isAdmin: doc.isAdmin,
    isSuperAdmin: doc.isSuperAdmin,
    isSuspended: doc.isSuspended,
    isDemoUser: doc.isDemoUser,
    lastLoginDate: doc.lastLoginDate,
    lastLoginTime: doc.lastLoginTime,
    logins: doc.logins,
    blogs: doc.blogs,
    featuredBlogs: doc.featuredBlogs,
    tasks: doc.tasks,
    avatar: doc.avatar,
    tier: doc.tier,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export async function getUserDoc(deps: Pick<Deps, 'store'>, id: string): Promise<UserDoc> {
  const doc = await users(deps).findOne({ _id: id });
  if (!doc) throw new NotFoundError('User not found');
  return doc;
}

export function newUserDoc(
  fields: Pick<UserDoc, '_id' | 'name' | 'email' | 'passwordHash'> & Partial<UserDoc>,
  now: Date,
): UserDoc {
  const iso = now.toISOString();
  return {
    dob: '',
    isAdmin: false,
    isSuperAdmin: false,
    isSuspended: false,
    isDemoUser: false,
    lastLoginDate: '',
    lastLoginTime: '',
    logins: 0,
    blogs: 0,
    featuredBlogs: 0,
    tasks: 0,
    avatar: '',
    tier: 'free',
    createdAt: iso,
    updatedAt: iso,
    tokenVersion: 0,
    ...fields,
    email: normalizeEmail(fields.email),
  };
}

export const EMAIL_TAKEN = 'That e-mail is already registered';

/** Stores a new account; an e-mail already registered (the unique index decides) is a 409. */
export async function insertNewUser(deps: Pick<Deps, 'store'>, user: UserDoc): Promise<UserDoc> {
  try {
    await users(deps).insertOne(user);
    return user;
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}
