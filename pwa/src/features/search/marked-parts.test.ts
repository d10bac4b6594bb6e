import { describe, expect, it } from 'vitest';
import { markedParts } from './marked-parts.ts';

const shown = (text: string, words: string[]) =>
  markedParts(text, words)
    .map((p) => (p.mark ? `[${p.text}]` : p.text))
    .join('');

describe('markedParts', () => {
  it('marks each whole word searched for, without case or accents', () => {
    expect(shown('Trams of São Paulo, sao paulo!', ['sao', 'tram'])).toBe(
      'Trams of [São] Paulo, [sao] paulo!',
    );
    expect(shown('CAFÉ, café, cafe and cafés', ['cafe'])).toBe('[CAFÉ], [café], [cafe] and cafés');
    expect(shown('Lisbon', ['lisbon'])).toBe('[Lisbon]');
  });

  it('keeps the text whole, marks nothing without words, and ignores what merely looks like a word', () => {
    const text = '…the harbour at dusk (2024) — “harbour”…';
    expect(
      markedParts(text, ['harbour', '2024'])
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(shown(text, ['harbour', '2024'])).toBe('…the [harbour] at dusk ([2024]) — “[harbour]”…');
    expect(markedParts(text, [])).toEqual([{ text, mark: false }]);
    expect(markedParts('', ['x'])).toEqual([]);
    expect(shown('a.b <mark>', ['mark', 'b'])).toBe('a.[b] <[mark]>');
  });
});
