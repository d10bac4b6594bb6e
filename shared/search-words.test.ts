import { describe, expect, it } from 'vitest';
import { foldWord, MAX_SEARCH_WORDS, searchWords, wordsIn } from './search-words';

describe('foldWord', () => {
  it('folds a word to lower case without accents, plain ASCII or not', () => {
    expect(foldWord('Perú')).toBe('peru');
    expect(foldWord('ÅLESUND')).toBe('alesund');
    expect(foldWord('Lisbon-2024')).toBe('lisbon-2024');
    expect(foldWord('Straße')).toBe('straße');
  });
});

describe('searchWords', () => {
  it('keeps letters and digits, folded, once each, in the order typed', () => {
    expect(searchWords('  São PAULO, sao 2024! "tram"* -x ')).toEqual(['sao', 'paulo', '2024', 'tram', 'x']);
    expect(searchWords('Ölüdeniz café-bar')).toEqual(['oludeniz', 'cafe', 'bar']);
    expect(searchWords('東京 タワー')).toEqual(['東京', 'タワー']);
  });

  it('finds no word in syntax alone, and keeps at most a few words', () => {
    for (const text of ['', ' ', '"', '*', '( )', '-', '\u0000', '^:.'])
      expect(searchWords(text)).toEqual([]);
    // A word of FTS5's syntax is a word like any other.
    expect(searchWords('AND (')).toEqual(['and']);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('wordsIn', () => {
  it('gives each word of a text with its place, accents and all', () => {
    const text = 'Café in São Paulo';
    expect(wordsIn(text)).toEqual([
      { start: 0, end: 4, word: 'cafe' },
      { start: 5, end: 7, word: 'in' },
      { start: 8, end: 11, word: 'sao' },
      { start: 12, end: 17, word: 'paulo' },
    ]);
    const decomposed = 'Sa\u0303o';
    expect(wordsIn(decomposed)).toEqual([{ start: 0, end: 4, word: 'sao' }]);
  });
});
