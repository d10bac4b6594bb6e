// A made-up Lighthouse report with the fields figures.ts reads, for the figures and budget tests.
import type { LighthouseReport } from './figures';

type Audit = LighthouseReport['audits'][string];
type AuditRef = LighthouseReport['categories'][string]['auditRefs'][number];

export interface ReportOverrides {
  scores?: Partial<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>>;
  /** Extra audits, each with the category it belongs to and its reference there. */
  audits?: { category: string; ref: AuditRef; audit: Audit }[];
  lcpMs?: number;
  benchmarkIndex?: number;
}

const metric = (title: string, numericValue: number): Audit => ({
  title,
  score: 1,
  scoreDisplayMode: 'numeric',
  numericValue,
});

export function lighthouseReport(overrides: ReportOverrides = {}): LighthouseReport {
  const scores = { performance: 0.93, accessibility: 1, 'best-practices': 1, seo: 1, ...overrides.scores };
  const categories: LighthouseReport['categories'] = {};
  for (const [id, score] of Object.entries(scores)) categories[id] = { score, auditRefs: [] };
  const audits: LighthouseReport['audits'] = {
    'first-contentful-paint': metric('First Contentful Paint', 1200),
    'largest-contentful-paint': metric('Largest Contentful Paint', overrides.lcpMs ?? 2100),
    'total-blocking-time': metric('Total Blocking Time', 150),
    'cumulative-layout-shift': metric('Cumulative Layout Shift', 0),
  };
  for (const { category, ref, audit } of overrides.audits ?? []) {
    categories[category]?.auditRefs.push(ref);
    audits[ref.id] = audit;
  }
  return {
    finalDisplayedUrl: 'http://127.0.0.1:4000/',
    environment: { benchmarkIndex: overrides.benchmarkIndex ?? 1500 },
    categories,
    audits,
  };
}
