import type { Page } from '../../../../shared/api/admin-lists.ts';
import type { Signup } from '../../../../shared/api/mailing.ts';
import { AdminTable } from '../admin/AdminTable.tsx';
import { EmailText } from '../admin/EmailText.tsx';
import { itemNumber } from './mail-rules.ts';

const COLUMNS = ['item', 'name', 'email', 'date', 'time', 'action'] as const;

interface SignupsTableProps {
  page: Page<Signup>;
  onCopy: (email: string) => void;
  onWrite: (email: string) => void;
}

/** SPEC §2 signups: one row per signup, one card per signup on phones (admin.css). */
export function SignupsTable({ page, onCopy, onWrite }: SignupsTableProps) {
  return (
    <AdminTable caption="mailing-list signups, newest first" columns={COLUMNS}>
      {page.items.map((signup, index) => (
        <tr key={signup._id}>
          <td data-label="item">{itemNumber(page, index)}</td>
          <td data-label="name">{signup.name}</td>
          <th scope="row" className="card-table__main">
            <EmailText address={signup.email} />
          </th>
          <td data-label="date">{signup.date}</td>
          <td data-label="time">{signup.time}</td>
          {/* Each names its address: a list of fifty "copy email" buttons tells a screen reader nothing. */}
          <td className="admin-table__actions">
            <button
              type="button"
              className="button button--quiet"
              aria-label={`copy email ${signup.email}`}
              onClick={() => onCopy(signup.email)}
            >
              copy email
            </button>
            <button
              type="button"
              className="button"
              aria-label={`send email to ${signup.email}`}
              onClick={() => onWrite(signup.email)}
            >
              send email
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
