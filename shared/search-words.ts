// The words of a search, as both text indexes of the store read text (SQLite FTS5's unicode61 tokenizer
// without diacritics, MongoDB's text index in language "none"): runs of letters and digits, compared
// without case or accents. The server searches for these words and the screen marks them in what it
// shows, so both tell a word the same way.

/** At most this many distinct words of a search count; the rest are left out. */
export const MAX_SEARCH_WORDS = 8;

/** At most this many characters of one word count (a longer run of letters is cut). */
export const MAX_WORD_LENGTH = 64;

const WORD = /[\p{L}\p{N}]+/gu;

const ASCII = /^[\x20-\x7e]*$/;

/**
 * A word as the indexes compare it: lowercase, accents dropped (é → e, ß stays ß as FTS5 keeps it). The
 * server's index and the device's (pwa/src/data/blog-search-index.ts) both fold words so.
 */
export function foldWord(word: string): string {
  // Most words of most stories: no accent to take off, and normalize() is most of a device's indexing time.
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The distinct words of a search, folded, in the order typed; none for text without letters or digits. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const [run] of text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .matchAll(WORD)) {
    const word = foldWord(run).slice(0, MAX_WORD_LENGTH);
    if (!words.includes(word)) words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/** Where each word of text starts and ends, with the word folded. */
export function wordsIn(text: string): { start: number; end: number; word: string }[] {
  const found: { start: number; end: number; word: string }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu)) {
    found.push({ start: m.index, end: m.index + m[0].length, word: foldWord(m[0]) });
  }
  return found;
}
