import { describe, expect, it } from 'vitest';
import { inTime, perWindow } from './wording';

describe('limit wording', () => {
  it.each([
    [60_000, 'per minute'],
    [15 * 60_000, 'per 15 minutes'],
    [3_600_000, 'per hour'],
    [24 * 3_600_000, 'per 24 hours'],
    [1500, 'per 2 seconds'],
  ])('%i ms reads %s', (ms, text) => expect(perWindow(ms)).toBe(text));

  it.each([
    [1, 'in 1 second'],
    [42, 'in 42 seconds'],
    [89, 'in 89 seconds'],
    [90, 'in 2 minutes'],
    [14 * 60 + 1, 'in 15 minutes'],
    [3 * 3600, 'in 3 hours'],
  ])('%i s reads %s', (s, text) => expect(inTime(s)).toBe(text));
});
