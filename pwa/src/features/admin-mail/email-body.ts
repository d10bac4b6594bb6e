// SPEC §4: before an admin's e-mail is sent, each non-empty line becomes a paragraph and each empty line a
// line break. The admin types plain text, so its HTML special characters are escaped (a typed `<` is
// text), and a little formatting is read from it: **bold**, *italic*, [words](https://…) and bare web
// addresses as links. The server's sanitizer keeps exactly these (sync-server/src/services/mail/sanitize.ts).
import { escapeHtml } from '../../../../shared/escape-html.ts';

/** Shown under the body field, so the admin knows what the text may carry. */
export const FORMATTING_HINT =
  'Formatting: **bold**, *italic*, [link text](https://example.com); web addresses become links.';

const blank = (line: string) => line.trim() === '';

// [words](http…|https…|mailto:…), or a bare http(s) address whose trailing punctuation stays text.
const LINK =
  /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)|\b(https?:\/\/[^\s<>"'[\]]*[^\s<>"'[\].,;:!?)])/g;

/** **bold** and *italic* in already escaped text; the stars must hug the words, so "2 * 3 * 4" stays. */
const emphasis = (html: string) =>
  html
    .replace(/\*\*(?=[^\s*])(.+?)(?<=[^\s*])\*\*/g, '<strong>$1</strong>')
    .replace(/(?<!\*)\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?!\*)/g, '<em>$1</em>');

function lineToHtml(line: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, words, target, bare] = match;
    const href = target ?? bare ?? '';
    html += emphasis(escapeHtml(line.slice(at, match.index)));
    html += `<a href="${escapeHtml(href)}">${emphasis(escapeHtml(words ?? href))}</a>`;
    at = match.index + whole.length;
  }
  return html + emphasis(escapeHtml(line.slice(at)));
}

/** The HTML body of the admin's text; blank lines before the first and after the last line are dropped. */
export function bodyToHtml(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.findIndex((line) => !blank(line));
  if (first === -1) return '';
  const last = lines.findLastIndex((line) => !blank(line));
  return lines
    .slice(first, last + 1)
    .map((line) => (blank(line) ? '<br>' : `<p>${lineToHtml(line)}</p>`))
    .join('');
}
