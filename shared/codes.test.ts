import { describe, expect, it } from 'vitest';
import { randomCode } from './codes.ts';

const fixed =
  (...values: number[]) =>
  (buffer: Uint32Array): void => {
    buffer[0] = values.shift() ?? 0;
  };

describe('randomCode', () => {
  it('always gives a 4-digit integer', () => {
    for (let i = 0; i < 2000; i++) {
      const code = randomCode();
      expect(Number.isInteger(code)).toBe(true);
      expect(code).toBeGreaterThanOrEqual(1000);
      expect(code).toBeLessThanOrEqual(9999);
    }
  });

  it('maps the ends of the range', () => {
    expect(randomCode(fixed(0))).toBe(1000);
    expect(randomCode(fixed(8999))).toBe(9999);
    expect(randomCode(fixed(9000))).toBe(1000);
  });

  it('draws again instead of biasing towards low codes', () => {
    expect(randomCode(fixed(2 ** 32 - 1, 42))).toBe(1042);
  });

  it('varies between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => randomCode())).size).toBeGreaterThan(1);
  });
});
