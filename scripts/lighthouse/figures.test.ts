import { describe, expect, it } from 'vitest';
import { figuresOf, median, medianFigures, runsNote, summary } from './figures';
import { lighthouseReport } from './lighthouse-report.test-kit';

describe('figuresOf', () => {
  it('reads the category scores as shown (0-100), the metrics, the machine index and the landing URL', () => {
    const run = figuresOf(lighthouseReport({ scores: { performance: 0.876, seo: 0.92 }, lcpMs: 2500 }));
    expect(run.scores).toEqual({ performance: 88, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(run.metrics).toEqual({ fcpMs: 1200, lcpMs: 2500, tbtMs: 150, cls: 0 });
    expect(run.benchmarkIndex).toBe(1500);
    expect(run.finalUrl).toBe('http://127.0.0.1:4000/');
    expect(run.failing).toEqual([]);
  });

  it('lists the weighted audits under 1 and the opportunities under 0.9, but no hidden or informative one', () => {
    const audit = (id: string, score: number | null, weight: number, extra = {}) => ({
      category: 'performance',
      ref: { id, weight, ...extra },
      audit: { title: `title of ${id}`, score, scoreDisplayMode: 'numeric', displayValue: `${id} value` },
    });
    const run = figuresOf(
      lighthouseReport({
        audits: [
          audit('tbt', 0.5, 30),
          audit('lcp', 1, 25),
          audit('unused-js', 0.5, 0),
          audit('fine-opportunity', 0.95, 0),
          audit('insight', 0, 0, { group: 'hidden' }),
          audit('not-applicable', null, 0),
          {
            category: 'best-practices',
            ref: { id: 'inspector-issues', weight: 1 },
            audit: { title: 'Issues were logged', score: 0, scoreDisplayMode: 'binary' },
          },
          {
            category: 'performance',
            ref: { id: 'network-requests', weight: 0 },
            audit: { title: 'Network requests', score: 0, scoreDisplayMode: 'informative' },
          },
        ],
      }),
    );
    expect(run.failing.map((a) => [a.category, a.id, a.score])).toEqual([
      ['performance', 'tbt', 0.5],
      ['performance', 'unused-js', 0.5],
      ['best-practices', 'inspector-issues', 0],
    ]);
    expect(run.failing[0]).toMatchObject({ title: 'title of tbt', weight: 30, displayValue: 'tbt value' });
  });

  it('refuses a category Lighthouse could not score rather than counting it as zero', () => {
    expect(() => figuresOf(lighthouseReport({ scores: { seo: null } }))).toThrow(
      'Lighthouse could not score seo',
    );
  });
});

describe('median', () => {
  it('takes the middle value of an odd count and the lower middle of an even one', () => {
    expect(median([93, 71, 88])).toBe(88);
    expect(median([5])).toBe(5);
    expect(median([90, 80, 70, 100])).toBe(80);
    expect(() => median([])).toThrow();
  });

  it('takes each score and metric on its own over the runs', () => {
    const runs = [
      figuresOf(lighthouseReport({ scores: { performance: 0.95, seo: 0.9 }, lcpMs: 3000 })),
      figuresOf(lighthouseReport({ scores: { performance: 0.7, seo: 1 }, lcpMs: 2000 })),
      figuresOf(lighthouseReport({ scores: { performance: 0.91, seo: 0.92 }, lcpMs: 2500 })),
    ];
    const figures = medianFigures('/sign-in', runs);
    expect(figures.path).toBe('/sign-in');
    expect(figures.scores).toEqual({ performance: 91, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(figures.metrics.lcpMs).toBe(2500);
    expect(figures.runs).toBe(runs);
    expect(summary(figures)).toBe(
      '/sign-in: performance 91, accessibility 100, best practices 100, SEO 92; ' +
        'FCP 1.2 s, LCP 2.5 s, TBT 150 ms, CLS 0.000 (median of 3)',
    );
  });
});

describe('runsNote', () => {
  it('says what the medians rest on: the runs, the retakes and why, and how Chromium was scheduled', () => {
    const run = (benchmarkIndex: number) => figuresOf(lighthouseReport({ benchmarkIndex }));
    const figures = medianFigures('/', [run(1500), run(1600), run(1700)], {
      setAside: [run(640.5), run(990)],
      errors: [{ code: 'NO_FCP', message: 'Lighthouse on /: no paint' }],
    });
    expect(runsNote({ ...figures, priority: 'real-time' })).toBe(
      'median of 3; 2 runs taken again, on a slow host (benchmark index 641, 990); ' +
        '1 run taken again: NO_FCP; Chromium at real-time priority',
    );
    expect(runsNote(medianFigures('/', [run(1500)]))).toBe('median of 1');
  });
});
