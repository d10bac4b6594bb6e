import { describe, expect, it } from 'vitest';
import { flag, oneOf, pageNumber, text } from './search-params.ts';

describe('reading search parameters', () => {
  it('keeps text within its length, drops anything else', () => {
    expect(text('visa', 100)).toBe('visa');
    expect(text('x'.repeat(101), 100)).toBeUndefined();
    expect(text('', 64, 1)).toBeUndefined();
    expect(text(42, 100)).toBeUndefined();
    expect(text(undefined, 100)).toBeUndefined();
  });

  it('reads a page as a whole number from 1, given as a number or as digits', () => {
    expect(pageNumber(3)).toBe(3);
    expect(pageNumber('12')).toBe(12);
    for (const bad of [0, -1, 1.5, '', 'two', '2x', null, true, Number.NaN])
      expect(pageNumber(bad)).toBeUndefined();
  });

  it('keeps only one of the options, and only real booleans for a flag', () => {
    expect(oneOf('admin', ['all', 'admin'] as const)).toBe('admin');
    expect(oneOf('root', ['all', 'admin'] as const)).toBeUndefined();
    expect(flag(true)).toBe(true);
    expect(flag(false)).toBe(false);
    expect(flag('true')).toBeUndefined();
  });
});
