import { Link } from '@tanstack/react-router';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { AdminTable } from '../admin/AdminTable.tsx';
import { EmailText } from '../admin/EmailText.tsx';
import { itemNumber, readLabel, subjectPreview } from './mail-rules.ts';

const COLUMNS = ['item', 'to', 'from', 'subject', 'read'] as const;

/**
 * SPEC §2 sent e-mails: each row links to the e-mail's own page. The subject is the one link (what Tab
 * reaches and a screen reader lists); admin-mail.css stretches it over its row, so a press anywhere on
 * the row opens the e-mail.
 */
export function SentEmailsTable({ page }: { page: Page<SentEmail> }) {
  return (
    <AdminTable caption="sent e-mails, newest first" columns={COLUMNS} className="row-links">
      {page.items.map((email, index) => (
        <tr key={email._id}>
          <td data-label="item">{itemNumber(page, index)}</td>
          <td data-label="to" className="admin-table__email">
            <EmailText address={email.to} />
          </td>
          <td data-label="from" className="admin-table__email">
            <EmailText address={email.from} />
          </td>
          <th scope="row" className="card-table__main">
            <Link
              to="/view-sent-email-data-page/$emailId"
              params={{ emailId: email._id }}
              title={email.subject}
              className="row-links__link"
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
