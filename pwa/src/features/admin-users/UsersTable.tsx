import type { User } from '../../../../shared/entities/user.ts';
import { AdminTable } from '../admin/AdminTable.tsx';
import { EmailText } from '../admin/EmailText.tsx';
import { canDelete, canSuspend, canUpdate, type Me, manageLockReason, userMarks } from './user-rules.ts';

const COLUMNS = ['name', 'email', 'account', 'actions'] as const;

export type RowAction = 'suspend' | 'update' | 'delete' | 'email';

interface UsersTableProps {
  users: readonly User[];
  me: Me;
  /** The user whose suspend button is waiting for the server. */
  suspending: string | null;
  onAction: (action: RowAction, user: User) => void;
}

/**
 * Every user of the page with their marks and actions. On phones admin.css turns each row into a card.
 * Each button also names its user for screen readers, since every row repeats the same words. A row the
 * admin may not manage (another admin's) says so in place of the buttons it lacks.
 */
export function UsersTable({ users, me, suspending, onAction }: UsersTableProps) {
  return (
    <AdminTable caption="users, newest first" columns={COLUMNS}>
      {users.map((user) => {
        const who = <span className="visually-hidden"> {user.name}</span>;
        const locked = manageLockReason(me, user);
        const button = (action: RowAction, label: string, disabled = false) => (
          <button
            type="button"
            className="button button--quiet"
            disabled={disabled}
            onClick={() => onAction(action, user)}
          >
            {label}
            {who}
          </button>
        );
        return (
          <tr key={user._id} className={user.isSuspended ? 'users-table__row--suspended' : undefined}>
            <th scope="row" className="card-table__main">
              {user.name}
              {user._id === me._id && <span className="users-table__you"> (you)</span>}
            </th>
            <td data-label="email" className="admin-table__email">
              <EmailText address={user.email} />
            </td>
            <td data-label="account">
              <ul className="users-table__marks">
                {userMarks(user).map((mark) => (
                  <li key={mark} className={`user-mark user-mark--${mark.replace(' ', '-')}`}>
                    {mark}
                  </li>
                ))}
              </ul>
            </td>
            <td className="admin-table__actions">
              {canSuspend(me, user) &&
                button('suspend', user.isSuspended ? 'unsuspend' : 'suspend', suspending === user._id)}
              {canUpdate(me, user) && button('update', 'update')}
              {canDelete(me, user) && button('delete', 'delete')}
              {button('email', 'send e-mail')}
              {locked && <span className="users-table__locked">{locked}</span>}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
