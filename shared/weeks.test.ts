import { describe, expect, it } from 'vitest';
import { lastWeeks, weekStart } from './weeks.ts';

const iso = (d: Date) => d.toISOString();

describe('weekStart', () => {
  it('is the Monday 00:00 UTC of the week, whatever the day and hour', () => {
    // 2026-11-23 is a Monday.
    expect(iso(weekStart(new Date('2026-11-23T00:00:00.000Z')))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(weekStart(new Date('2026-11-25T13:45:00.000Z')))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(weekStart(new Date('2026-11-29T23:59:59.999Z')))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(weekStart(new Date('2026-11-22T23:59:59.999Z')))).toBe('2026-11-16T00:00:00.000Z');
  });

  it('crosses months and years', () => {
    expect(iso(weekStart(new Date('2027-01-01T08:00:00.000Z')))).toBe('2026-12-28T00:00:00.000Z');
    expect(iso(weekStart(new Date('2026-03-01T08:00:00.000Z')))).toBe('2026-02-23T00:00:00.000Z');
  });
});

describe('lastWeeks', () => {
  it('gives the weeks oldest first, back to back, the current week last', () => {
    const weeks = lastWeeks(new Date('2026-11-25T10:00:00.000Z'), 12);
    expect(weeks).toHaveLength(12);
    expect(iso(weeks[11]?.start as Date)).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(weeks[11]?.end as Date)).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(weeks[0]?.start as Date)).toBe('2026-09-07T00:00:00.000Z');
    for (let i = 1; i < weeks.length; i += 1) {
      expect(weeks[i]?.start.getTime()).toBe(weeks[i - 1]?.end.getTime());
    }
  });
});
