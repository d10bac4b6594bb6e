import { Link } from '@tanstack/react-router';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { AdminTable } from '../admin/AdminTable.tsx';
import { itemNumber, readLabel, subjectPreview } from './mail-rules.ts';

const COLUMNS = ['item', 'to', 'from', 'subject', 'read'] as const;

/** SPEC §2 sent e-mails: each row's subject links to the e-mail's own page. */
export function SentEmailsTable({ page }: { page: Page<SentEmail> }) {
  return (
    <AdminTable caption="sent e-mails, newest first" columns={COLUMNS}>
      {page.items.map((email, index) => (
        <tr key={email._id}>
          <td data-label="item">{itemNumber(page, index)}</td>
          <td data-label="to">{email.to}</td>
          <td data-label="from">{email.from}</td>
          <th scope="row" className="card-table__main">
            <Link
              to="/view-sent-email-data-page/$emailId"
              params={{ emailId: email._id }}
              title={email.subject}
            >
              {subjectPreview(email.subject)}
            </Link>
          </th>
          <td data-label="read">{readLabel(email.read)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
