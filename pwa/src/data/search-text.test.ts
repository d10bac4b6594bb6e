import { describe, expect, it } from 'vitest';
import { excerpt, marked, words } from './search-text.ts';

describe('search text', () => {
  it('cuts text into words at spaces, punctuation and line breaks', () => {
    expect(words('  Cusco, by night!\nStones—stairs ')).toEqual(['Cusco', 'by', 'night', 'Stones', 'stairs']);
  });

  it('marks the matched words as written, and keeps the rest as it was', () => {
    const segments = marked('Lima, then Perú again', new Set(['lima', 'peru']));
    expect(segments).toEqual([
      { text: 'Lima', mark: true },
      { text: ', then ', mark: false },
      { text: 'Perú', mark: true },
      { text: ' again', mark: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Lima, then Perú again');
  });

  it('shows a few words around the first match of a long story', () => {
    const story = `${'one two '.repeat(20)}the glacier calved ${'three four '.repeat(20)}`;
    const shown = excerpt(story, new Set(['glacier']), 2, 2);
    expect(shown).toEqual([
      { text: '… two the ', mark: false },
      { text: 'glacier', mark: true },
      { text: ' calved three …', mark: false },
    ]);
    expect(excerpt('short story', new Set(['story']))).toEqual([
      { text: 'short ', mark: false },
      { text: 'story', mark: true },
    ]);
    expect(excerpt('A short story.', new Set(['short']))).toEqual([
      { text: 'A ', mark: false },
      { text: 'short', mark: true },
      { text: ' story.', mark: false },
    ]);
    expect(excerpt('Perú, at last', new Set(['peru']), 0, 0)).toEqual([
      { text: 'Perú', mark: true },
      { text: ' …', mark: false },
    ]);
    expect(excerpt(story, new Set(['fjord']))).toBeNull();
  });
});
