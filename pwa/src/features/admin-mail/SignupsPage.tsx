import { useState } from 'react';
import type { Signup } from '../../../../shared/api/mailing.ts';
import { SIGNUPS_PATH } from '../admin/admin-paths.ts';
import { AdminListFrame } from './AdminListFrame.tsx';
import { CopyNotice } from './CopyNotice.tsx';
import { emailCount } from './mail-rules.ts';
import { SendEmailModal } from './SendEmailModal.tsx';
import { SignupsTable } from './SignupsTable.tsx';
import { useCopyEmail } from './use-copy-email.ts';
import { useSearchedPage } from './use-searched-page.ts';

/** /email-page (SPEC §2): the mailing-list signups, searched by name or e-mail, to copy or write to. */
export function SignupsPage() {
  const searched = useSearchedPage<Signup>(SIGNUPS_PATH);
  const { message, copy, clear } = useCopyEmail();
  const [writeTo, setWriteTo] = useState<string | null>(null);

  return (
    <>
      <AdminListFrame
        {...searched}
        title="email signups"
        searchLabel="search by name or email"
        countOf={emailCount}
      >
        {(page) => <SignupsTable page={page} onCopy={(email) => void copy(email)} onWrite={setWriteTo} />}
      </AdminListFrame>
      <CopyNotice message={message} onDismiss={clear} />
      {writeTo !== null && <SendEmailModal to={writeTo} onClose={() => setWriteTo(null)} />}
    </>
  );
}
