import { useParams } from '@tanstack/react-router';
import type { SentEmail } from '../../../../shared/api/mailing.ts';
import { AdminErrorView } from '../admin/AdminErrorView.tsx';
import { AdminOfflineNotice } from '../admin/AdminOfflineNotice.tsx';
import '../admin/admin.css';
import { FETCHING } from '../alerts/loading-texts.ts';
import { AppLink } from '../layout/AppLink.tsx';
import './admin-mail.css';
import { readLabel } from './mail-rules.ts';
import { useSentEmail } from './use-sent-email.ts';

export const EMAIL_NOT_FOUND = 'e-mail not found';

/** /view-sent-email-data-page/{id} (SPEC §2): one sent e-mail; opening it marks it read. */
export function SentEmailPage() {
  const { emailId } = useParams({ from: '/_auth/_admin/view-sent-email-data-page/$emailId' });
  const { data: email, loading, error, offline, retry } = useSentEmail(emailId);

  if (error?.status === 404) return <NotFound />;
  if (error) return <AdminErrorView message={error.message} back="/view-sent-emails" />;
  return (
    <section className="page sent-email" aria-busy={loading}>
      <AppLink to="/view-sent-emails" className="sent-email__back">
        back to sent emails
      </AppLink>
      {offline && <AdminOfflineNotice onRetry={retry} />}
      {email ? <EmailView email={email} /> : loading && <p role="status">{FETCHING}</p>}
    </section>
  );
}

function EmailView({ email }: { email: SentEmail }) {
  return (
    <article aria-labelledby="sent-email-subject">
      <h1 id="sent-email-subject" className="sent-email__title">
        {email.subject}
      </h1>
      <dl className="sent-email__fields">
        <dt>TO</dt>
        <dd>{email.to}</dd>
        <dt>FROM</dt>
        <dd>{email.from}</dd>
        <dt>SUBJECT</dt>
        <dd>{email.subject}</dd>
        <dt>READ</dt>
        <dd>{readLabel(email.read)}</dd>
      </dl>
      {/* The server stores the body only after its allow-list sanitizer (sync-server/src/services/mail/
          sanitize.ts: formatting and links, no scripts, handlers or styles), and the CSP forbids inline
          script besides, so its HTML is shown as the e-mail looked (SPEC §2 "the body rendered as HTML"). */}
      <div
        className="sent-email__body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized HTML, see above.
        dangerouslySetInnerHTML={{ __html: email.body }}
      />
    </article>
  );
}

function NotFound() {
  return (
    <section className="page sent-email" aria-labelledby="sent-email-missing">
      <h1 id="sent-email-missing">{EMAIL_NOT_FOUND}</h1>
      <p>There is no sent e-mail at this address. It may have been mistyped.</p>
      <AppLink to="/view-sent-emails" className="button sent-email__back">
        back to sent emails
      </AppLink>
    </section>
  );
}
