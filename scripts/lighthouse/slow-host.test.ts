import { describe, expect, it } from 'vitest';
import { figuresOf } from './figures';
import { lighthouseReport } from './lighthouse-report.test-kit';
import { onSlowHost, SLOW_HOST_INDEX } from './slow-host';

describe('onSlowHost', () => {
  it("uses Lighthouse's own bar: 1,000 or less is too slow for its preset", () => {
    const run = (benchmarkIndex: number) => figuresOf(lighthouseReport({ benchmarkIndex }));
    expect(SLOW_HOST_INDEX).toBe(1000);
    expect(onSlowHost(run(1000))).toBe(true);
    expect(onSlowHost(run(1001))).toBe(false);
  });
});
