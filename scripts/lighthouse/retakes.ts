// Which Lighthouse runs a page is judged by. Two kinds of run say nothing about the page and are taken
// again, a few times at most: a run on a host Lighthouse finds too slow for its preset (slow-host.ts), and a
// run that ended in an error of the tool's instead of scores (run-error.ts: NO_NAVSTART, a protocol timeout,
// a crashed renderer). Runs are chosen by the machine's speed and by whether they scored at all, never by
// their score; a page that errors in attempt after attempt fails with its error.
import { medianFigures, type PageFigures, type RunFailure, type RunFigures } from './figures';
import { LighthouseRunError } from './run-error';
import { onSlowHost } from './slow-host';

export interface RunPlan {
  /** How many runs the median is taken over. */
  runs: number;
  /** How many more runs may be taken in place of runs on a slow host. */
  retakes: number;
  /** How many runs that ended in an error may be taken again before the page fails with that error. */
  errorRetakes: number;
}

function tooManyErrors(path: string, errors: RunFailure[], scored: number): Error {
  const counts = new Map<string, number>();
  for (const { code } of errors) counts.set(code, (counts.get(code) ?? 0) + 1);
  const codes = [...counts].map(([code, count]) => (count > 1 ? `${code} ×${count}` : code)).join(', ');
  const share = scored === 0 ? `every run (${errors.length})` : `${errors.length} runs, ${scored} scored,`;
  const last = errors.at(-1)?.message ?? '';
  return new Error(`Lighthouse on ${path}: ${share} ended in an error (${codes}); the last: ${last}`);
}

/**
 * Takes runs one after another (`take` gets the attempt's number, from 0) until `runs` of them were
 * measured at speed or the slow-host retakes are spent. The median is over the runs at speed; when too few
 * were, over every run that scored, so a page is never passed for want of a measure. A run whose `take`
 * throws a LighthouseRunError is taken again, `errorRetakes` times at most over the page; any other error
 * (the page landed elsewhere, say) ends the page's runs at once.
 */
export async function judgedRuns(
  path: string,
  plan: RunPlan,
  take: (attempt: number) => Promise<RunFigures>,
): Promise<PageFigures> {
  const taken: RunFigures[] = [];
  const errors: RunFailure[] = [];
  const atSpeed = () => taken.filter((run) => !onSlowHost(run));
  while (atSpeed().length < plan.runs && taken.length < plan.runs + plan.retakes) {
    try {
      taken.push(await take(taken.length + errors.length));
    } catch (error) {
      if (!(error instanceof LighthouseRunError)) throw error;
      errors.push({ code: error.code, message: error.message });
      if (errors.length > plan.errorRetakes) throw tooManyErrors(path, errors, taken.length);
    }
  }
  const counted = atSpeed().length >= plan.runs ? atSpeed() : taken;
  return medianFigures(path, counted, {
    setAside: taken.filter((run) => !counted.includes(run)),
    errors,
  });
}
