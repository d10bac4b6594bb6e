// An RFC 5322 / MIME rendering of a message, so an outbox file opens in any mail client.
import { randomBytes } from 'node:crypto';
import type { MailMessage } from '../../ports/mailer';

const CRLF = '\r\n';
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** 45 bytes make 60 base64 characters: with `=?UTF-8?B?` and `?=` a word stays under RFC 2047's 75. */
const WORD_BYTES = 45;

/** RFC 2047 encoded words for a non-ASCII subject, split on whole characters and folded. */
function encodeHeaderText(value: string): string {
  if (PRINTABLE_ASCII.test(value)) return value;
  const chunks: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (chunk && Buffer.byteLength(chunk + char) > WORD_BYTES) {
      chunks.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  chunks.push(chunk);
  return chunks.map((part) => `=?UTF-8?B?${Buffer.from(part).toString('base64')}?=`).join(`${CRLF} `);
}

/** Base64 keeps any text (long lines, lone dots, 8-bit) intact through every mail tool. */
function base64Body(text: string): string {
  return (
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,76}/g) ?? ['']
  ).join(CRLF);
}

function part(contentType: string, text: string): string[] {
  return [
    `Content-Type: ${contentType}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Body(text),
  ];
}

export function formatEml(message: MailMessage, envelope: { messageId: string; date: Date }): string {
  // '=_' cannot occur in base64, so the boundary can never appear inside a part.
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    // Addresses go as they are: encoding them would break the address itself, and mail clients read
    // UTF-8 display names (RFC 6532).
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Date: ${envelope.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${envelope.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', message.text),
    `--${boundary}`,
    ...part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join(CRLF);
}
