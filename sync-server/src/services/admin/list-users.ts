// GET /api/admin/users/: every account, newest first; or one page of them, searched by name or e-mail
// and narrowed by the admin screen's filter (SPEC §2).
import {
  PAGE_SIZE,
  type Page,
  type UserFilter,
  type UserListQuery,
} from '../../../../shared/api/admin-lists';
import type { User } from '../../../../shared/entities/user';
import type { Deps } from '../../deps';
import type { Filter } from '../../ports/document-store';
import { findPage, searchFilter } from '../paging';
import { toPublicUser, type UserDoc, users } from '../users/user-doc';
import { type CachedView, cachePerStore } from '../view-cache';

export function listUsers(deps: Pick<Deps, 'store'>): Promise<UserDoc[]> {
  return users(deps).find({}, { sort: { createdAt: -1 } });
}

/** "both" is an admin who is also suspended. */
const FILTERS: Record<UserFilter, Filter> = {
  all: {},
  suspended: { isSuspended: true },
  admin: { isAdmin: true },
  both: { isAdmin: true, isSuspended: true },
};

export function pageUsers(deps: Pick<Deps, 'store'>, query: UserListQuery): Promise<Page<User>> {
  const filter = { ...FILTERS[query.filter ?? 'all'], ...searchFilter(['name', 'email'], query.q) };
  return findPage(users(deps), filter, query, { view: toPublicUser });
}

// Bounded whatever the admins search for: a page of 50 users is about 20 KB of JSON.
const userPages = cachePerStore('u1', { entries: 200, bytes: 16 * 1024 * 1024 });

/**
 * The page as kept bytes (view-cache.ts), named by the users collection's version: a page holds nothing but
 * users' fields, so it changes only when that collection does. Undefined where the store keeps no versions.
 */
export async function userPageView(
  deps: Pick<Deps, 'store'>,
  query: UserListQuery,
): Promise<CachedView | undefined> {
  const version = await users(deps).version();
  if (version === undefined) return undefined;
  const { filter = 'all', q = '', page = 1, limit = PAGE_SIZE } = query;
  const key = JSON.stringify([filter, q, page, limit]);
  return userPages(deps.store).view(version, key, () => pageUsers(deps, query));
}
