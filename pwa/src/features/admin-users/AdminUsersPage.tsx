import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { USER_FILTERS, type UserFilter } from '../../../../shared/api/admin-lists.ts';
import type { User } from '../../../../shared/entities/user.ts';
import { session } from '../../state/session.ts';
import { AdminErrorView } from '../admin/AdminErrorView.tsx';
import { AdminOfflineNotice } from '../admin/AdminOfflineNotice.tsx';
import { lastPage } from '../admin/admin-list-api.ts';
import { ADMIN_USERS_PATH } from '../admin/admin-paths.ts';
import { ListHead } from '../admin/ListHead.tsx';
import { Pager } from '../admin/Pager.tsx';
import { useAdminPage } from '../admin/use-admin-page.ts';
import { FETCHING } from '../alerts/loading-texts.ts';
import { SelectField } from '../forms/SelectField.tsx';
import { toast } from '../toasts/toast-store.ts';
import { type RowDialog, UserDialogs } from './UserDialogs.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useSuspendToggle } from './use-suspend-toggle.ts';
import { type Me, usersCountLine } from './user-rules.ts';
import '../admin/admin.css';
import './admin-users.css';

/** SPEC §2 /admin-users: every user, searched, filtered and paged on the server, with their dialogs. */
export function AdminUsersPage() {
  const { user } = useSnapshot(session);
  // The guard keeps others out; this covers the moment between signing out and leaving the page.
  if (!user) return null;
  return <AdminUsers me={user} />;
}

interface UsersSearch {
  q?: string | undefined;
  filter?: UserFilter | undefined;
  page?: number | undefined;
  create?: boolean | undefined;
}

function AdminUsers({ me }: { me: Me }) {
  const search = useSearch({ from: '/_auth/_admin/admin-users' });
  const navigate = useNavigate();
  // The box answers every key at once; the URL and the server follow (the server debounced).
  const [q, setQ] = useState(search.q ?? '');
  const filter = search.filter ?? 'all';
  const list = useAdminPage<User>(ADMIN_USERS_PATH, { q, filter, page: search.page ?? 1 });
  const [row, setRow] = useState<RowDialog | null>(null);
  const { suspending, toggle } = useSuspendToggle(list.reload);

  const setSearch = useCallback(
    (changes: UsersSearch) =>
      void navigate({ to: '/admin-users', search: (prev) => ({ ...prev, ...changes }), replace: true }),
    [navigate],
  );

  // A delete (or an old link) can leave the page past the end: step back to the one that is now last.
  const data = list.data;
  const stepBack = data && data.items.length === 0 && data.page > lastPage(data) ? lastPage(data) : null;
  useEffect(() => {
    if (stepBack !== null) setSearch({ page: stepBack > 1 ? stepBack : undefined });
  }, [stepBack, setSearch]);

  if (list.error && !list.offline) return <AdminErrorView message={list.error} />;

  const close = () => {
    setRow(null);
    if (search.create) setSearch({ create: undefined });
  };

  return (
    <div className="page admin-users">
      <ListHead
        title="users"
        count={data ? usersCountLine(data.total) : null}
        search={q}
        onSearch={(text) => {
          setQ(text);
          setSearch({ q: text.trim() ? text : undefined, page: undefined });
        }}
        searchLabel="search by name or email"
      >
        <SelectField
          label="show"
          name="filter"
          value={filter}
          options={USER_FILTERS}
          onChange={(next) => setSearch({ filter: next === 'all' ? undefined : next, page: undefined })}
        />
        <button type="button" className="button" onClick={() => setSearch({ create: true })}>
          new user
        </button>
      </ListHead>
      {list.offline && <AdminOfflineNotice onRetry={list.reload} />}
      {data ? (
        <>
          {data.items.length > 0 && (
            <UsersTable
              users={data.items}
              me={me}
              suspending={suspending}
              onAction={(action, user) => (action === 'suspend' ? toggle(user) : setRow({ action, user }))}
            />
          )}
          <Pager data={data} onPage={(page) => setSearch({ page: page > 1 ? page : undefined })} />
        </>
      ) : (
        list.loading && <p role="status">{FETCHING}</p>
      )}
      <UserDialogs
        me={me}
        creating={search.create === true}
        row={row}
        onDone={(text) => {
          toast(text);
          close();
          list.reload();
        }}
        onClose={close}
      />
    </div>
  );
}
