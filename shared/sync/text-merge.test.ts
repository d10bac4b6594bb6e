// Three-way text merges, each case in both arrival orders: the text kept must not depend on which of two
// writers reached the server first, only on which wrote later.
import { describe, expect, it } from 'vitest';
import { mergeText, tokens } from './text-merge';

const base = 'We landed in Lima.\n\nThe market was loud.\n\nDinner was ceviche.';

describe('tokens', () => {
  it('cuts a body into lines and breaks, and a title into words and spaces', () => {
    expect(tokens('A.\n\nB.\nC.', 'lines')).toEqual(['A.', '\n', '\n', 'B.', '\n', 'C.']);
    expect(tokens('  Trip to  Lima ', 'words')).toEqual(['  ', 'Trip', ' ', 'to', '  ', 'Lima', ' ']);
    expect(tokens('', 'lines')).toEqual([]);
  });
});

describe('mergeText in both arrival orders', () => {
  const cases = [
    {
      name: 'edits to different paragraphs both stay',
      a: 'We landed in Lima at dawn.\n\nThe market was loud.\n\nDinner was ceviche.',
      b: 'We landed in Lima.\n\nThe market was loud.\n\nDinner was ceviche and pisco.',
      text: 'We landed in Lima at dawn.\n\nThe market was loud.\n\nDinner was ceviche and pisco.',
      hunks: [],
    },
    {
      name: 'a paragraph added by one and another edited by the other',
      a: `${base}\n\nNext: Cusco.`,
      b: 'We landed in Lima.\n\nThe fish market was loud.\n\nDinner was ceviche.',
      text: 'We landed in Lima.\n\nThe fish market was loud.\n\nDinner was ceviche.\n\nNext: Cusco.',
      hunks: [],
    },
    {
      name: 'the same edit on both sides is no collision',
      a: 'We landed in Lima.\n\nThe market was quiet.\n\nDinner was ceviche.',
      b: 'We landed in Lima.\n\nThe market was quiet.\n\nDinner was ceviche.',
      text: 'We landed in Lima.\n\nThe market was quiet.\n\nDinner was ceviche.',
      hunks: [],
    },
    {
      name: 'overlapping edits: the later one is kept, the other comes back beside it',
      a: 'We landed in Lima.\n\nThe market was quiet.\n\nDinner was ceviche.',
      b: 'We landed in Lima late.\n\nThe market was empty.\n\nDinner was ceviche.',
      text: 'We landed in Lima late.\n\nThe market was empty.\n\nDinner was ceviche.',
      other: 'We landed in Lima late.\n\nThe market was quiet.\n\nDinner was ceviche.',
      hunks: [{ kept: 'The market was empty.', lost: 'The market was quiet.' }],
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      // b is the later writer: it wins whether it arrives second (incoming) or first (current).
      const bSecond = mergeText(base, c.a, c.b, true, 'lines');
      const bFirst = mergeText(base, c.b, c.a, false, 'lines');
      for (const merged of [bSecond, bFirst]) {
        expect(merged.text).toBe(c.text);
        expect(merged.other).toBe(c.other ?? c.text);
        expect(merged.hunks).toEqual(c.hunks);
      }
    });
  }

  it('merges titles word by word', () => {
    const title = 'Trip to Lima';
    for (const [a, b, incomingWins] of [
      ['Our trip to Lima', 'Trip to Lima 2026', true],
      ['Trip to Lima 2026', 'Our trip to Lima', false],
    ] as const) {
      expect(mergeText(title, a, b, incomingWins, 'words').text).toBe('Our trip to Lima 2026');
    }
    const clash = mergeText(title, 'Trip to Cusco', 'Trip to Puno', true, 'words');
    expect([clash.text, clash.other, clash.hunks]).toEqual([
      'Trip to Puno',
      'Trip to Cusco',
      [{ kept: 'Puno', lost: 'Cusco' }],
    ]);
  });
});
