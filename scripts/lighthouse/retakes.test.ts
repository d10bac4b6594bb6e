import { describe, expect, it } from 'vitest';
import { figuresOf, type RunFigures, summary } from './figures';
import { lighthouseReport } from './lighthouse-report.test-kit';
import { judgedRuns } from './retakes';
import { LighthouseRunError } from './run-error';

const run = (performance: number, benchmarkIndex: number): RunFigures =>
  figuresOf(lighthouseReport({ scores: { performance: performance / 100 }, benchmarkIndex }));

const NO_NAVSTART = () =>
  new LighthouseRunError(
    'NO_NAVSTART',
    'Lighthouse on /: Something went wrong with recording the trace over your page load. Please run ' +
      'Lighthouse again. (NO_NAVSTART)',
  );

/** A `take` that answers the given runs (or throws the given errors) in turn and counts the attempts. */
function runsOf(...runs: (RunFigures | (() => Error))[]) {
  const attempts: number[] = [];
  const take = async (attempt: number) => {
    attempts.push(attempt);
    const next = runs[attempt];
    if (!next) throw new Error(`attempt ${attempt} was not expected`);
    if (typeof next === 'function') throw next();
    return next;
  };
  return { take, attempts };
}

const plan = { runs: 3, retakes: 2, errorRetakes: 3 };

describe('judgedRuns on a slow host', () => {
  it('takes the planned runs on a machine at speed, and no more', async () => {
    const { take, attempts } = runsOf(run(96, 1900), run(80, 1200), run(94, 2100));
    const figures = await judgedRuns('/', plan, take);
    expect(attempts).toEqual([0, 1, 2]);
    expect(figures.scores.performance).toBe(94);
    expect(figures.setAside).toEqual([]);
    expect(figures.errors).toEqual([]);
  });

  it('takes a run on a slow host again and leaves it out of the median', async () => {
    const slow = run(70, 800);
    const { take, attempts } = runsOf(run(95, 1800), slow, run(93, 1500), run(91, 1600));
    const figures = await judgedRuns('/', plan, take);
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(figures.runs.map((r) => r.scores.performance)).toEqual([95, 93, 91]);
    expect(figures.scores.performance).toBe(93);
    expect(figures.setAside).toEqual([slow]);
    expect(summary(figures)).toContain(
      '(median of 3; 1 run taken again, on a slow host (benchmark index 800))',
    );
  });

  it('stops when the retakes are spent and then judges by every run: the page still gets its verdict', async () => {
    const { take, attempts } = runsOf(run(99, 900), run(98, 950), run(60, 1400), run(99, 700), run(97, 990));
    const figures = await judgedRuns('/sign-in', plan, take);
    expect(attempts).toEqual([0, 1, 2, 3, 4]);
    expect(figures.runs).toHaveLength(5);
    expect(figures.setAside).toEqual([]);
    expect(figures.scores.performance).toBe(98);
  });

  it('never chooses runs by their score: a fast, bad run at speed counts', async () => {
    const { take } = runsOf(run(70, 2400), run(72, 2300), run(99, 900), run(98, 1700));
    const figures = await judgedRuns('/', plan, take);
    expect(figures.scores.performance).toBe(72);
    expect(figures.setAside.map((r) => r.scores.performance)).toEqual([99]);
  });
});

describe('judgedRuns when a run ends in an error', () => {
  it('takes a NO_NAVSTART run again, judges the page on the scores, and reports the retake', async () => {
    const { take, attempts } = runsOf(run(95, 1800), NO_NAVSTART, run(93, 1700), run(91, 1600));
    const figures = await judgedRuns('/', plan, take);
    expect(attempts).toEqual([0, 1, 2, 3]);
    expect(figures.runs.map((r) => r.scores.performance)).toEqual([95, 93, 91]);
    expect(figures.scores.performance).toBe(93);
    expect(figures.errors).toEqual([{ code: 'NO_NAVSTART', message: NO_NAVSTART().message }]);
    expect(summary(figures)).toMatch(/\(median of 3; 1 run taken again: NO_NAVSTART\)$/);
  });

  it('keeps the slow-host retakes for slow hosts: errors have their own count', async () => {
    const protocolTimeout = () => new LighthouseRunError('PROTOCOL_TIMEOUT', 'Lighthouse on /: timed out');
    const { take } = runsOf(
      NO_NAVSTART,
      run(70, 800),
      protocolTimeout,
      run(95, 1800),
      run(94, 1700),
      NO_NAVSTART,
      run(93, 1600),
    );
    const figures = await judgedRuns('/', plan, take);
    expect(figures.runs.map((r) => r.scores.performance)).toEqual([95, 94, 93]);
    expect(figures.setAside).toHaveLength(1);
    expect(summary(figures)).toContain(
      '(median of 3; 1 run taken again, on a slow host (benchmark index 800); ' +
        '3 runs taken again: NO_NAVSTART, PROTOCOL_TIMEOUT, NO_NAVSTART)',
    );
  });

  it('fails a page that errors in every attempt, naming the error, after the retakes allowed', async () => {
    const { take, attempts } = runsOf(NO_NAVSTART, NO_NAVSTART, NO_NAVSTART, NO_NAVSTART, NO_NAVSTART);
    await expect(judgedRuns('/', plan, take)).rejects.toThrow(
      'Lighthouse on /: every run (4) ended in an error (NO_NAVSTART ×4); the last: Lighthouse on /: ' +
        'Something went wrong with recording the trace',
    );
    expect(attempts).toEqual([0, 1, 2, 3]);
  });

  it('fails a page whose errors outnumber the retakes even between runs that scored', async () => {
    const noFcp = () =>
      new LighthouseRunError('NO_FCP', 'Lighthouse on /: The page did not paint any content.');
    const { take } = runsOf(run(95, 1800), noFcp, noFcp, run(94, 1700), noFcp, noFcp);
    await expect(judgedRuns('/', plan, take)).rejects.toThrow(
      'Lighthouse on /: 4 runs, 2 scored, ended in an error (NO_FCP ×4); the last: Lighthouse on /: The page did not paint',
    );
  });

  it('never takes again a failure of the page itself (it landed elsewhere): that ends the runs at once', async () => {
    const redirected = () => new Error('Lighthouse on /tasks measured /sign-in (redirected)');
    const { take, attempts } = runsOf(run(95, 1800), redirected, run(94, 1700));
    await expect(judgedRuns('/tasks', plan, take)).rejects.toThrow('measured /sign-in (redirected)');
    expect(attempts).toEqual([0, 1]);
  });
});
