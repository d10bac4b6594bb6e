// What one Lighthouse report says about a page (category scores, the load metrics, the audits that cost
// points), and the median over several runs: one run on a busy machine is too noisy to judge by.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Category scores as Lighthouse shows them, 0-100. */
export type Scores = Record<Category, number>;

export interface Metrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface FailingAudit {
  id: string;
  category: Category;
  title: string;
  /** 0-1, as in the report. */
  score: number;
  /** The audit's share of its category's score (0 for the performance opportunities and diagnostics). */
  weight: number;
  displayValue?: string;
}

export interface RunFigures {
  /** Where the page ended up (a guard that redirected to /sign-in measured the wrong page). */
  finalUrl: string;
  /** Lighthouse's measure of this machine's speed at the time: low on a busy or slow machine. */
  benchmarkIndex: number;
  scores: Scores;
  metrics: Metrics;
  failing: FailingAudit[];
}

/** A run that ended in an error of the tool's (run-error.ts) and was taken again. */
export interface RunFailure {
  code: string;
  message: string;
}

/** How the measured Chromium was scheduled (e2e/lighthouse-chromium.ts). */
export type ChromiumPriority = 'real-time' | 'normal';

export interface PageFigures {
  path: string;
  /** The runs the medians are taken over. */
  runs: RunFigures[];
  /** Runs taken again because Lighthouse found the machine too slow for its preset (slow-host.ts). */
  setAside: RunFigures[];
  /** Runs taken again because they ended in an error rather than a score (retakes.ts). */
  errors: RunFailure[];
  /** Set by the runner: at normal priority, other jobs on the machine weigh on the performance score. */
  priority?: ChromiumPriority;
  /** The median of each score and metric over the runs, taken one by one. */
  scores: Scores;
  metrics: Metrics;
}

/** The part of a Lighthouse result (LH.Result) these figures are read from. */
export interface LighthouseReport {
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }
  >;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      displayValue?: string;
    }
  >;
}

// Opportunities and diagnostics weigh nothing in the performance score, so only the clearly bad ones count.
const DIAGNOSTIC_BAR = 0.9;

function failingAudits(report: LighthouseReport, category: Category): FailingAudit[] {
  const found: FailingAudit[] = [];
  for (const { id, weight, group } of report.categories[category]?.auditRefs ?? []) {
    // Hidden audits repeat what a shown one already says (the insights beside the classic audits).
    if (group === 'hidden') continue;
    const audit = report.audits[id];
    if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
    if (audit.score >= (weight > 0 ? 1 : DIAGNOSTIC_BAR)) continue;
    found.push({
      id,
      category,
      title: audit.title,
      score: audit.score,
      weight,
      ...(audit.displayValue && { displayValue: audit.displayValue }),
    });
  }
  return found;
}

function numeric(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse report without the ${id} metric`);
  return value;
}

/** The figures of one Lighthouse run; a category Lighthouse could not score is an error, not a zero. */
export function figuresOf(report: LighthouseReport): RunFigures {
  const scores = {} as Scores;
  for (const category of CATEGORIES) {
    const score = report.categories[category]?.score;
    if (score === null || score === undefined) throw new Error(`Lighthouse could not score ${category}`);
    scores[category] = Math.round(score * 100);
  }
  return {
    finalUrl: report.finalDisplayedUrl,
    benchmarkIndex: report.environment.benchmarkIndex,
    scores,
    metrics: {
      fcpMs: numeric(report, 'first-contentful-paint'),
      lcpMs: numeric(report, 'largest-contentful-paint'),
      tbtMs: numeric(report, 'total-blocking-time'),
      cls: numeric(report, 'cumulative-layout-shift'),
    },
    failing: CATEGORIES.flatMap((category) => failingAudits(report, category)),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // An even count takes the lower middle: a score the page really reached, never a made-up mean.
  return sorted[sorted.length % 2 === 1 ? middle : middle - 1] as number;
}

/** The median of each score and metric over the runs of one page, with the runs taken again beside them. */
export function medianFigures(
  path: string,
  runs: RunFigures[],
  retaken: { setAside?: RunFigures[]; errors?: RunFailure[] } = {},
): PageFigures {
  const { setAside = [], errors = [] } = retaken;
  const scores = {} as Scores;
  for (const category of CATEGORIES) scores[category] = median(runs.map((r) => r.scores[category]));
  const metric = (key: keyof Metrics) => median(runs.map((r) => r.metrics[key]));
  return {
    path,
    runs,
    setAside,
    errors,
    scores,
    metrics: { fcpMs: metric('fcpMs'), lcpMs: metric('lcpMs'), tbtMs: metric('tbtMs'), cls: metric('cls') },
  };
}

/** The machine's speed in each run, as Lighthouse benchmarked it: what tells a slow page from a busy box. */
export function benchmarkIndexes(runs: RunFigures[]): string {
  return runs.map((run) => Math.round(run.benchmarkIndex)).join(', ');
}

const runsOf = (count: number) => `${count} ${count === 1 ? 'run' : 'runs'}`;

/**
 * What the medians rest on, for a log: how many runs, which were taken again and why, and how Chromium was
 * scheduled. For example "median of 5; 1 run taken again: NO_NAVSTART; Chromium at real-time priority".
 */
export function runsNote(figures: PageFigures): string {
  const { runs, setAside, errors, priority } = figures;
  const notes = [`median of ${runs.length}`];
  if (setAside.length > 0)
    notes.push(
      `${runsOf(setAside.length)} taken again, on a slow host (benchmark index ${benchmarkIndexes(setAside)})`,
    );
  if (errors.length > 0)
    notes.push(`${runsOf(errors.length)} taken again: ${errors.map((e) => e.code).join(', ')}`);
  if (priority) notes.push(`Chromium at ${priority} priority`);
  return notes.join('; ');
}

/** One line for a log: the median scores and metrics of the page. */
export function summary(figures: PageFigures): string {
  const { scores, metrics } = figures;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${figures.path}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
    `best practices ${scores['best-practices']}, SEO ${scores.seo}; FCP ${seconds(metrics.fcpMs)}, ` +
    `LCP ${seconds(metrics.lcpMs)}, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)} ` +
    `(${runsNote(figures)})`
  );
}
