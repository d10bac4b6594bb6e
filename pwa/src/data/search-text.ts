// How the device search (blog-search-index.ts) cuts text into words, and how a result shows the words it
// matched. The index and the highlighting share these rules, so a word the index matched is the word
// marked on screen, accents and case aside ("Perú" is found by "peru" and marked as typed in the story).

/** What separates words: spaces, punctuation and line breaks (MiniSearch's own default). */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const SEPARATED = /([\n\r\p{Z}\p{P}]+)/u;
const MARKS = /\p{M}+/gu;

/** A piece of text, marked when it is a word the search matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

export function words(text: string): string[] {
  return text.split(SEPARATORS).filter((word) => word !== '');
}

/** The form a word is indexed and searched in: lower case, without accents. */
export function searchTerm(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The text as segments, the words whose search form is one of `terms` marked. */
export function marked(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  // split() with a capturing group keeps the separators: words at even places, separators at odd.
  text.split(SEPARATED).forEach((part, i) => {
    if (part === '') return;
    const mark = i % 2 === 0 && terms.has(searchTerm(part));
    const last = segments.at(-1);
    if (last && !last.mark && !mark) last.text += part;
    else segments.push({ text: part, mark });
  });
  return segments;
}

/**
 * A few words of a long text around its first matched word (with an ellipsis where it was cut), so a
 * result shows why it matched; null when no word of the text matched.
 */
export function excerpt(text: string, terms: ReadonlySet<string>, before = 8, after = 16): Segment[] | null {
  const parts = text.split(SEPARATED);
  const first = parts.findIndex((part, i) => i % 2 === 0 && part !== '' && terms.has(searchTerm(part)));
  if (first === -1) return null;
  // Two parts (a word and a separator) per word.
  const start = Math.max(0, first - before * 2);
  const end = Math.min(parts.length, first + after * 2 + 1);
  const shown = parts.slice(start, end).join('').trim();
  return marked(`${start > 0 ? '… ' : ''}${shown}${end < parts.length ? ' …' : ''}`, terms);
}
