import { describe, expect, it } from 'vitest';
import { barScale, compactCount, MIN_BAR, weekLabel } from './chart-scale.ts';

describe('barScale', () => {
  it('gives the largest value the whole height and the others their share', () => {
    const scale = barScale([2, 8, 4], 100);
    expect(scale.max).toBe(8);
    expect([2, 8, 4].map(scale.heightOf)).toEqual([25, 100, 50]);
  });

  it('keeps a small count visible and draws nothing for none', () => {
    const scale = barScale([1, 1000], 100);
    expect(scale.heightOf(1)).toBe(MIN_BAR);
    expect(scale.heightOf(0)).toBe(0);
  });

  it('an empty chart or one of zeros has no bars', () => {
    expect(barScale([], 100).max).toBe(0);
    const zeros = barScale([0, 0], 100);
    expect(zeros.max).toBe(0);
    expect(zeros.heightOf(0)).toBe(0);
  });
});

describe('compactCount', () => {
  it('writes counts short enough for a narrow bar', () => {
    expect([0, 7, 999, 1000, 1250, 9_999, 12_345, 999_999, 1_200_000, 25_000_000].map(compactCount)).toEqual([
      '0',
      '7',
      '999',
      '1k',
      '1.3k',
      '10k',
      '12k',
      '999k',
      '1.2M',
      '25M',
    ]);
  });
});

describe('weekLabel', () => {
  it('writes the week’s Monday as the product writes dates, in UTC', () => {
    expect(weekLabel('2026-09-07')).toBe('7 Sept 2026');
    expect(weekLabel('2026-11-30')).toBe('30 Nov 2026');
  });
});
