import { type FormEvent, useId, useRef, useState } from 'react';
import { FETCHING } from '../alerts/loading-texts.ts';
import { DialogFrame } from '../dialogs/DialogFrame.tsx';
import { TextAreaField } from '../forms/TextAreaField.tsx';
import { TextField } from '../forms/TextField.tsx';
import './admin-mail.css';
import { bodyToHtml, FORMATTING_HINT } from './email-body.ts';
import { SEND_OFFLINE, useSendEmail } from './use-send-email.ts';
import { useSendTarget } from './use-send-target.ts';

/** The server takes a subject of one line up to 200 characters (shared/api/mailing.ts). */
const SUBJECT_MAX = 200;
/**
 * Escaping, paragraphs and links grow ordinary text a few times at most; the server takes 100,000
 * characters of HTML and says so plainly of a body that grows past that (say, one long run of addresses).
 */
const BODY_MAX = 15_000;

/**
 * SPEC §2 Send Email modal: To and From read-only (asked from the server as it opens), Subject and body
 * editable; Send waits for both and for the addresses. Closes after a send, on cancel and on Escape.
 */
export function SendEmailModal({ to, onClose }: { to: string; onClose: () => void }) {
  const subjectField = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const target = useSendTarget(to);
  const { send, sending, problem } = useSendEmail(onClose);
  const ready = Boolean(target.data) && subject.trim() !== '' && body.trim() !== '' && !sending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !target.data) return;
    const { from, to: recipient } = target.data;
    void send({ from, to: recipient, subject: subject.trim(), text: bodyToHtml(body) });
  };

  return (
    <DialogFrame
      role="dialog"
      title="send email"
      className="send-email"
      initialFocus={subjectField}
      onCancel={onClose}
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="To" value={target.data?.to ?? to} readOnly />
        <TextField label="From" value={target.data?.from ?? ''} readOnly />
        <TargetState {...target} />
        <TextField
          ref={subjectField}
          label="Subject"
          value={subject}
          maxLength={SUBJECT_MAX}
          autoComplete="off"
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label="Email body"
          rows={8}
          value={body}
          maxLength={BODY_MAX}
          aria-describedby={hintId}
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={hintId} className="send-email__hint">
          {FORMATTING_HINT}
        </p>
        <p className="send-email__problem" role="alert">
          {problem}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={!ready}>
            {sending ? 'Sending...' : 'Send'}
          </button>
        </div>
      </form>
      <p className="send-email__footer">All emails are logged on the server.</p>
    </DialogFrame>
  );
}

/** A refusal that asking again could turn around: the server failing or busy, or no answer at all. */
const mayPassLater = (status: number) => status >= 500 || status === 429 || status === 408 || status <= 0;

/**
 * Says why the From address is not there yet: loading, offline, or the server's refusal; "try again"
 * only where trying again can work (not after a plain no, such as 403).
 */
function TargetState({ data, loading, error, offline, retry }: ReturnType<typeof useSendTarget>) {
  if (data) return null;
  const text = offline ? SEND_OFFLINE : (error?.message ?? (loading ? FETCHING : null));
  const retryable = offline || (error !== null && mayPassLater(error.status));
  return (
    <div className="send-email__state" role="status">
      <p>{text}</p>
      {!loading && retryable && (
        <button type="button" className="button button--quiet" onClick={retry}>
          try again
        </button>
      )}
    </div>
  );
}
