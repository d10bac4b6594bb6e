import { describe, expect, it } from 'vitest';
import { budgetFailures, CI_BUDGET } from './budget';
import { figuresOf, medianFigures } from './figures';
import { lighthouseReport, type ReportOverrides } from './lighthouse-report.test-kit';

const page = (path: string, runs: ReportOverrides[]) =>
  medianFigures(
    path,
    runs.map((run) => figuresOf(lighthouseReport(run))),
  );

const slowRun = (performance: number, tbtScore: number): ReportOverrides => ({
  scores: { performance },
  benchmarkIndex: 700,
  audits: [
    {
      category: 'performance',
      ref: { id: 'total-blocking-time', weight: 30 },
      audit: { title: 'Total Blocking Time', score: tbtScore, numericValue: 900, displayValue: '900 ms' },
    },
    {
      category: 'performance',
      ref: { id: 'unused-javascript', weight: 0 },
      audit: { title: 'Reduce unused JavaScript', score: 0, displayValue: 'Est savings of 70 KiB' },
    },
  ],
});

describe('budgetFailures', () => {
  it('holds CI to its budget', () => {
    expect(CI_BUDGET).toEqual({ performance: 90, accessibility: 100, 'best-practices': 100, seo: 95 });
  });

  it('passes a page whose medians meet every bar, even with one bad run', () => {
    expect(budgetFailures(page('/', [{}, slowRun(0.6, 0.2), { scores: { performance: 0.9 } }]))).toEqual([]);
  });

  it('names the page, the category, the median, each run, the machine and the worst audits', () => {
    const failures = budgetFailures(page('/sign-in', [slowRun(0.72, 0.3), slowRun(0.65, 0.1), {}]));
    expect(failures).toEqual([
      '/sign-in: performance median 72 is under the budget of 90 (runs: 72, 65, 93, ' +
        'machine benchmark index 700, 700, 1500; at 1000 or less the machine was too slow for ' +
        "Lighthouse's preset, and retakes found it no faster); top failing audits:" +
        '\n    - total-blocking-time (score 10, 900 ms, in 2/3 runs): Total Blocking Time' +
        '\n    - unused-javascript (score 0, Est savings of 70 KiB, in 2/3 runs): Reduce unused JavaScript',
    ]);
  });

  it('says when Chromium ran at normal priority, where other jobs weigh on the performance score', () => {
    const figures = { ...page('/', [slowRun(0.8, 0.5), slowRun(0.8, 0.5), {}]), priority: 'normal' as const };
    const [performance] = budgetFailures(figures);
    expect(performance).toContain(
      'retakes found it no faster; Chromium ran at normal priority, so other jobs on the machine weigh on the score); top failing audits:',
    );
    const realTime = budgetFailures({ ...figures, priority: 'real-time' })[0];
    expect(realTime).not.toContain('normal priority');
  });

  it('fails a single point off a bar of 100, one message per category', () => {
    const issues: ReportOverrides = {
      scores: { 'best-practices': 0.96, accessibility: 0.99 },
      audits: [
        {
          category: 'best-practices',
          ref: { id: 'inspector-issues', weight: 1 },
          audit: { title: 'Issues were logged in the Issues panel', score: 0 },
        },
      ],
    };
    const failures = budgetFailures(page('/', [issues, issues, issues]));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toBe(
      '/: accessibility median 99 is under the budget of 100 (runs: 99, 99, 99); top failing audits:' +
        '\n    (no failing audit)',
    );
    expect(failures[1]).toContain(
      '/: best-practices median 96 is under the budget of 100 (runs: 96, 96, 96)',
    );
    expect(failures[1]).toContain('inspector-issues (score 0, in 3/3 runs): Issues were logged');
  });

  it('takes another budget when given one (the bench holds performance to 95)', () => {
    const figures = page('/', [{}, {}, {}]);
    expect(budgetFailures(figures, { ...CI_BUDGET, performance: 95 })[0]).toMatch(
      /^\/: performance median 93/,
    );
  });
});
