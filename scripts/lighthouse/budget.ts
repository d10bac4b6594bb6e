// The Lighthouse budget CI holds the public pages to, and the message that names what broke it.
import {
  benchmarkIndexes,
  CATEGORIES,
  type Category,
  type FailingAudit,
  type PageFigures,
  type Scores,
} from './figures';
import { onSlowHost, SLOW_HOST_INDEX } from './slow-host';

/**
 * The lowest median score each category may have: performance 90 as issue 16 asks (the bench's target is
 * 95). Lighthouse takes Total Blocking Time and the paint times from the machine's speed at the moment; hence
 * several runs (three in CI, which must stay under 30 minutes), Chromium at real-time priority so other
 * jobs cannot slow the page (e2e/lighthouse-chromium.ts), and a run on a host Lighthouse finds too slow for its preset taken again (slow-host.ts). Medians of five,
 * one build, 2026-11-28: quiet, `/` 97 and `/sign-in` 97; with another process holding one of the two cores
 * throughout, 97 and 97 (at normal priority that load gave 72 and 78, which is why the priority is raised).
 */
export const CI_BUDGET: Scores = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 95 };

const TOP_AUDITS = 5;

/** The audits that cost the category points in any run, worst first, each with the runs it failed in. */
function topAudits(figures: PageFigures, category: Category): string[] {
  const worst = new Map<string, { audit: FailingAudit; runs: number }>();
  for (const run of figures.runs) {
    for (const audit of run.failing) {
      if (audit.category !== category) continue;
      const seen = worst.get(audit.id);
      const keep = !seen || audit.score < seen.audit.score ? audit : seen.audit;
      worst.set(audit.id, { audit: keep, runs: (seen?.runs ?? 0) + 1 });
    }
  }
  return [...worst.values()]
    .sort((a, b) => b.audit.weight - a.audit.weight || a.audit.score - b.audit.score)
    .slice(0, TOP_AUDITS)
    .map(({ audit, runs }) => {
      const value = audit.displayValue ? `, ${audit.displayValue}` : '';
      const score = Math.round(audit.score * 100);
      return `${audit.id} (score ${score}${value}, in ${runs}/${figures.runs.length} runs): ${audit.title}`;
    });
}

/** One message per category of the page whose median is under its budget; none when the page is within it. */
export function budgetFailures(figures: PageFigures, budget: Scores = CI_BUDGET): string[] {
  return CATEGORIES.filter((category) => figures.scores[category] < budget[category]).map((category) => {
    const runs = figures.runs.map((r) => r.scores[category]).join(', ');
    const audits = topAudits(figures, category);
    const list = audits.length > 0 ? audits.map((a) => `\n    - ${a}`).join('') : '\n    (no failing audit)';
    // Performance alone depends on the machine: its speed during the runs tells a slow page from a busy box.
    const slow = figures.runs.some(onSlowHost)
      ? `; at ${SLOW_HOST_INDEX} or less the machine was too slow for Lighthouse's preset, ` +
        'and retakes found it no faster'
      : '';
    const shared =
      figures.priority === 'normal'
        ? '; Chromium ran at normal priority, so other jobs on the machine weigh on the score'
        : '';
    const machine =
      category === 'performance'
        ? `, machine benchmark index ${benchmarkIndexes(figures.runs)}${slow}${shared}`
        : '';
    return (
      `${figures.path}: ${category} median ${figures.scores[category]} is under the budget of ` +
      `${budget[category]} (runs: ${runs}${machine}); top failing audits:${list}`
    );
  });
}
