import { describe, expect, it } from 'vitest';
import { isId, newId } from './ids';

describe('newId', () => {
  it('makes UUID v7 strings that isId accepts', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(isId(id)).toBe(true);
  });

  it('sorts by creation time', () => {
    const earlier = newId(1_700_000_000_000);
    const later = newId(1_700_000_000_001);
    expect(earlier < later).toBe(true);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newId(1)));
    expect(ids.size).toBe(10_000);
  });

  it('rejects what is not an id', () => {
    for (const bad of ['', 'abc', '../x', { $ne: null }, 42, newId().toUpperCase()]) {
      expect(isId(bad)).toBe(false);
    }
  });
});
