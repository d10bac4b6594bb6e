// The words a search found, marked in the text a result shows. A word is told as the server's index tells
// it (shared/search-words.ts): whole, without case or accents, so "Sao" marks "São" and "tram" not "trams".
import { wordsIn } from '../../../../shared/search-words.ts';
import type { Segment } from '../../data/search-text.ts';

/** text cut into parts, each word searched for a marked part of its own; the parts join back to text. */
export function markedParts(text: string, words: readonly string[]): Segment[] {
  const parts: Segment[] = [];
  let at = 0;
  if (words.length > 0) {
    for (const { start, end, word } of wordsIn(text)) {
      if (!words.includes(word)) continue;
      if (start > at) parts.push({ text: text.slice(at, start), mark: false });
      parts.push({ text: text.slice(start, end), mark: true });
      at = end;
    }
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}
