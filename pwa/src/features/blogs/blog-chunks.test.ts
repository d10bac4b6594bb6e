import { describe, expect, it } from 'vitest';
import { type Chunk, chunkSize, chunkWords, pairChunks } from './blog-chunks';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('chunkSize', () => {
  it.each([
    [360, 100],
    [1300, 100],
    [1301, 150],
    [1920, 150],
  ])('a %i px window reads %i words a chunk', (width, size) => {
    expect(chunkSize(width)).toBe(size);
  });
});

describe('chunkWords', () => {
  /** A chunk's words, as the reader counts them. */
  const wordsOf = (chunk: Chunk) => chunk.flat().join(' ').split(' ');

  it('cuts the body into chunks of the given size, the last one shorter', () => {
    const chunks = chunkWords(words(250), 100);
    expect(chunks.map((c) => wordsOf(c).length)).toEqual([100, 100, 50]);
    expect(chunks[1]?.[0]?.[0]?.startsWith('w101 ')).toBe(true);
    expect(chunkWords(words(250), 150).map((c) => wordsOf(c).length)).toEqual([150, 100]);
  });

  it('keeps paragraphs and single line breaks', () => {
    expect(chunkWords('A.\n\nB.\nC.', 100)).toEqual([[['A.'], ['B.', 'C.']]]);
    expect(chunkWords('one  two\r\nthree\r\n\r\n\r\n  four five \n \n six', 100)).toEqual([
      [['one two', 'three'], ['four five'], ['six']],
    ]);
  });

  it('goes on with a cut paragraph, and its line, in the next chunk', () => {
    expect(chunkWords('a b\nc d e\n\nf g', 3)).toEqual([[['a b', 'c']], [['d e'], ['f']], [['g']]]);
    expect(chunkWords('a b c\n\nd', 3)).toEqual([[['a b c']], [['d']]]);
  });

  it('ignores extra whitespace and empty bodies', () => {
    expect(chunkWords('  one   two three ', 2)).toEqual([[['one two']], [['three']]]);
    expect(chunkWords('   ', 100)).toEqual([]);
    expect(chunkWords('\n\n \n', 100)).toEqual([]);
  });
});

describe('pairChunks', () => {
  it('puts image i beside chunk i on alternating sides, leftovers after', () => {
    expect(pairChunks(['a', 'b', 'c'], [1])).toEqual([
      { chunk: 'a', image: 1, side: 'left' },
      { chunk: 'b', image: null, side: 'right' },
      { chunk: 'c', image: null, side: 'left' },
    ]);
    expect(pairChunks(['a'], [1, 2, 3]).map((r) => [r.chunk, r.image, r.side])).toEqual([
      ['a', 1, 'left'],
      [null, 2, 'right'],
      [null, 3, 'left'],
    ]);
    expect(pairChunks([], [])).toEqual([]);
  });
});
