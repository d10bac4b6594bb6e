import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { SENT_EMAILS_PATH } from '../admin/admin-paths.ts';
import './admin-mail.css';
import { AdminListFrame } from './AdminListFrame.tsx';
import { emailCount } from './mail-rules.ts';
import { SentEmailsTable } from './SentEmailsTable.tsx';
import { useSearchedPage } from './use-searched-page.ts';

/** /view-sent-emails (SPEC §2): every e-mail the admins sent, searched by to, from or subject. */
export function SentEmailsPage() {
  const searched = useSearchedPage<SentEmail>(SENT_EMAILS_PATH);
  return (
    <AdminListFrame
      {...searched}
      title="sent emails"
      searchLabel="search by to, from or subject"
      countOf={emailCount}
    >
      {(page) => <SentEmailsTable page={page} />}
    </AdminListFrame>
  );
}
