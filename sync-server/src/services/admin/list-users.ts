// GET /api/admin/users/: every account, newest first; or one page of them, searched by name or e-mail
// and narrowed by the admin screen's filter (SPEC §2).
import type { Page, UserFilter, UserListQuery } from '../../../../shared/api/admin-lists';
import type { User } from '../../../../shared/entities/user';
import type { Deps } from '../../deps';
import type { Filter } from '../../ports/document-store';
import { findPage, searchFilter } from '../paging';
import { toPublicUser, type UserDoc, users } from '../users/user-doc';

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
