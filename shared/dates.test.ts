import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './dates.ts';

describe('formatDate', () => {
  it('writes weekday, unpadded day, month and year', () => {
    expect(formatDate(new Date(2026, 10, 21))).toBe('Sat 21 Nov 2026');
    expect(formatDate(new Date(2026, 0, 4))).toBe('Sun 4 Jan 2026');
  });

  it.each([
    [0, 'Jan'],
    [1, 'Feb'],
    [2, 'March'],
    [3, 'April'],
    [4, 'May'],
    [5, 'June'],
    [6, 'July'],
    [7, 'August'],
    [8, 'Sept'],
    [9, 'Oct'],
    [10, 'Nov'],
    [11, 'Dec'],
  ])('names month %i %s', (month, name) => {
    expect(formatDate(new Date(2025, month, 1)).split(' ')[2]).toBe(name);
  });

  it('uses the en-GB short weekdays', () => {
    // 2 to 8 March 2026 runs Monday to Sunday.
    const days = [2, 3, 4, 5, 6, 7, 8].map((day) => formatDate(new Date(2026, 2, day)).split(' ')[0]);
    expect(days).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('refuses an invalid date rather than printing NaN', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('pads minutes and seconds but not hours', () => {
    expect(formatTime(new Date(2026, 0, 1, 9, 5, 3))).toBe('9:05:03');
  });

  it('uses the 24-hour clock', () => {
    expect(formatTime(new Date(2026, 0, 1, 0, 0, 0))).toBe('0:00:00');
    expect(formatTime(new Date(2026, 0, 1, 23, 59, 59))).toBe('23:59:59');
  });

  it('refuses an invalid date', () => {
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
