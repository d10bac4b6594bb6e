// The piece of a story a search result shows: a few words before the first word searched for and more
// after, cut at word boundaries, so a result says why it was found without sending the whole story.
import { wordsIn } from '../../../../shared/search-words';

/** Characters of story before the first match, and in all. */
const BEFORE = 60;
const LENGTH = 200;

export function excerptOf(story: string, words: readonly string[]): string {
  const text = story.replace(/\s+/g, ' ').trim();
  if (text.length <= LENGTH) return text;
  const inText = wordsIn(text);
  const first = inText.find((w) => words.includes(w.word));
  // Start at a word's start at most BEFORE characters before the match (the text's start when no match).
  const from = first ? (inText.find((w) => w.start >= first.start - BEFORE)?.start ?? 0) : 0;
  // End at the last word ending within LENGTH characters of the start, never before the match's end.
  const limit = Math.max(from + LENGTH, first?.end ?? 0);
  const last = inText.filter((w) => w.start >= from && w.end <= limit).at(-1);
  const to = last?.end ?? limit;
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}
