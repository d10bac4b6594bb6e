// SPEC §4: before an admin's e-mail is sent, each non-empty line becomes a paragraph and each empty line a
// line break. The admin types plain text, so its HTML special characters are escaped: a typed `<` is text.
import { escapeHtml } from '../../../../shared/escape-html.ts';

const blank = (line: string) => line.trim() === '';

/** The HTML body of a plain-text e-mail; blank lines before the first and after the last line are dropped. */
export function bodyToHtml(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.findIndex((line) => !blank(line));
  if (first === -1) return '';
  const last = lines.findLastIndex((line) => !blank(line));
  return lines
    .slice(first, last + 1)
    .map((line) => (blank(line) ? '<br>' : `<p>${escapeHtml(line)}</p>`))
    .join('');
}
