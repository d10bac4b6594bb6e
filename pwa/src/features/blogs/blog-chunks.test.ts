import { describe, expect, it } from 'vitest';
import { chunkSize, chunkWords, pairChunks } from './blog-chunks';

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
  it('cuts the body into chunks of the given size, the last one shorter', () => {
    const chunks = chunkWords(words(250), 100);
    expect(chunks.map((c) => c.split(' ').length)).toEqual([100, 100, 50]);
    expect(chunks[1]?.startsWith('w101 ')).toBe(true);
    expect(chunkWords(words(250), 150).map((c) => c.split(' ').length)).toEqual([150, 100]);
  });

  it('ignores extra whitespace and empty bodies', () => {
    expect(chunkWords('  one\n\ntwo   three ', 2)).toEqual(['one two', 'three']);
    expect(chunkWords('   ', 100)).toEqual([]);
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
