// How the device search (blog-search-index.ts) cuts text into words, and how a result shows the words it
// matched. Words are folded as the server's search folds them (shared/search-words.ts foldWord); they are
// cut differently, at MiniSearch's separators. The index and the highlighting share these rules, so a word the index matched is the word
// marked on screen, accents and case aside ("Perú" is found by "peru" and marked as typed in the story).
import { foldWord } from '../../../shared/search-words.ts';

/** What separates words: spaces, punctuation and line breaks (MiniSearch's own default). */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const SEPARATED = /([\n\r\p{Z}\p{P}]+)/u;
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** A piece of text, marked when it is a word the search matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

export function words(text: string): string[] {
  return text.split(SEPARATORS).filter((word) => word !== '');
}

/** The text as segments, the words whose search form is one of `terms` marked. */
export function marked(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  // split() with a capturing group keeps the separators: words at even places, separators at odd.
  text.split(SEPARATED).forEach((part, i) => {
    if (part === '') return;
    const mark = i % 2 === 0 && terms.has(foldWord(part));
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
  // Word by word up to the first match only: a story is 1,500 words, and this runs for every result shown
  // on every keystroke.
  const starts: number[] = [];
  let match: RegExpExecArray | null = null;
  WORD.lastIndex = 0;
  for (let found = WORD.exec(text); found; found = WORD.exec(text)) {
    if (terms.has(foldWord(found[0]))) {
      match = found;
      break;
    }
    starts.push(found.index);
  }
  if (!match) return null;
  const start = starts.length > before ? (starts[starts.length - before] ?? 0) : 0;
  let end = match.index + match[0].length;
  let cut = true;
  for (let i = 0; i <= after && cut; i++) {
    const next = WORD.exec(text);
    if (!next) cut = false;
    // One word past the last shown tells whether the text goes on (not only its full stop).
    else if (i < after) end = next.index + next[0].length;
  }
  const shown = text.slice(start, cut ? end : text.length).trim();
  return marked(`${start > 0 ? '… ' : ''}${shown}${cut ? ' …' : ''}`, terms);
}
