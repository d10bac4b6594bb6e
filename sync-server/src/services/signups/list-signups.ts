// GET /api/emails: the mailing list for admins, whole or one page searched by name or e-mail.
import type { ListQuery, Page } from '../../../../shared/api/admin-lists';
import type { Signup } from '../../../../shared/api/mailing';
import type { Deps } from '../../deps';
import { findPage, searchFilter } from '../paging';
import { SIGNUPS } from './add-signup';

const signups = (deps: Pick<Deps, 'store'>) => deps.store.collection<Signup>(SIGNUPS);

export function listSignups(deps: Pick<Deps, 'store'>): Promise<Signup[]> {
  return signups(deps).find({}, { sort: { createdAt: -1 } });
}

export function pageSignups(deps: Pick<Deps, 'store'>, query: ListQuery): Promise<Page<Signup>> {
  const filter = searchFilter(['name', 'email'], query.q);
  return findPage(signups(deps), filter, query, { view: (signup) => signup });
}
