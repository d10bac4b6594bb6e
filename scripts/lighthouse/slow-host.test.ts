import { describe, expect, it } from 'vitest';
import { figuresOf, type RunFigures, summary } from './figures';
import { lighthouseReport } from './lighthouse-report.test-kit';
import { judgedRuns, onSlowHost, SLOW_HOST_INDEX } from './slow-host';

const run = (performance: number, benchmarkIndex: number): RunFigures =>
  figuresOf(lighthouseReport({ scores: { performance: performance / 100 }, benchmarkIndex }));

/** A `take` that answers the given runs in turn and counts the attempts it was asked for. */
function runsOf(...runs: RunFigures[]) {
  const attempts: number[] = [];
  const take = async (attempt: number) => {
    attempts.push(attempt);
    const next = runs[attempt];
    if (!next) throw new Error(`attempt ${attempt} was not expected`);
    return next;
  };
  return { take, attempts };
}

describe('onSlowHost', () => {
  it("uses Lighthouse's own bar: 1,000 or less is too slow for its preset", () => {
    expect(SLOW_HOST_INDEX).toBe(1000);
    expect(onSlowHost(run(90, 1000))).toBe(true);
    expect(onSlowHost(run(90, 1001))).toBe(false);
  });
});

describe('judgedRuns', () => {
  it('takes the planned runs on a machine at speed, and no more', async () => {
    const { take, attempts } = runsOf(run(96, 1900), run(80, 1200), run(94, 2100));
    const figures = await judgedRuns('/', { runs: 3, retakes: 2 }, take);
    expect(attempts).toEqual([0, 1, 2]);
    expect(figures.scores.performance).toBe(94);
    expect(figures.setAside).toEqual([]);
  });

  it('takes a run on a slow host again and leaves it out of the median', async () => {
    const slow = run(70, 800);
    const { take, attempts } = runsOf(run(95, 1800), slow, run(93, 1500), run(91, 1600));
    const figures = await judgedRuns('/', { runs: 3, retakes: 2 }, take);
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(figures.runs.map((r) => r.scores.performance)).toEqual([95, 93, 91]);
    expect(figures.scores.performance).toBe(93);
    expect(figures.setAside).toEqual([slow]);
    expect(summary(figures)).toContain('(median of 3; 1 taken again, on a slow host (benchmark index 800))');
  });

  it('stops when the retakes are spent and then judges by every run: the page still gets its verdict', async () => {
    const { take, attempts } = runsOf(run(99, 900), run(98, 950), run(60, 1400), run(99, 700), run(97, 990));
    const figures = await judgedRuns('/sign-in', { runs: 3, retakes: 2 }, take);
    expect(attempts).toEqual([0, 1, 2, 3, 4]);
    expect(figures.runs).toHaveLength(5);
    expect(figures.setAside).toEqual([]);
    expect(figures.scores.performance).toBe(98);
  });

  it('never chooses runs by their score: a fast, bad run at speed counts', async () => {
    const { take } = runsOf(run(70, 2400), run(72, 2300), run(99, 900), run(98, 1700));
    const figures = await judgedRuns('/', { runs: 3, retakes: 2 }, take);
    expect(figures.scores.performance).toBe(72);
    expect(figures.setAside.map((r) => r.scores.performance)).toEqual([99]);
  });
});
