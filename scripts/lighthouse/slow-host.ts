// Which Lighthouse runs a page is judged by. Lighthouse's mobile preset slows the page's CPU work four
// times over, a factor its throttling guide fits to a host of desktop speed. Lighthouse itself warns that
// the performance score suffers when its benchmark of the host comes to 1,000 or less (the threshold in
// lighthouse/core/gather/driver/environment.js): the run then measured a busy machine more than the page.
// Such a run is taken again, a few times at most; the runs are chosen by the machine's speed, never by
// their score.
import { medianFigures, type PageFigures, type RunFigures } from './figures';

/** Lighthouse's own bar for a host too slow for its preset (its SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
export const SLOW_HOST_INDEX = 1000;

export function onSlowHost(run: RunFigures): boolean {
  return run.benchmarkIndex <= SLOW_HOST_INDEX;
}

export interface RunPlan {
  /** How many runs the median is taken over. */
  runs: number;
  /** How many more runs may be taken in place of runs on a slow host. */
  retakes: number;
}

/**
 * Takes runs one after another (`take` gets the attempt's number, from 0) until `runs` of them were
 * measured at speed or the retakes are spent. The median is over the runs at speed; when too few were, over
 * every run taken, so a page is never passed for want of a measure.
 */
export async function judgedRuns(
  path: string,
  plan: RunPlan,
  take: (attempt: number) => Promise<RunFigures>,
): Promise<PageFigures> {
  const taken: RunFigures[] = [];
  const atSpeed = () => taken.filter((run) => !onSlowHost(run));
  while (atSpeed().length < plan.runs && taken.length < plan.runs + plan.retakes) {
    taken.push(await take(taken.length));
  }
  const counted = atSpeed().length >= plan.runs ? atSpeed() : taken;
  return medianFigures(
    path,
    counted,
    taken.filter((run) => !counted.includes(run)),
  );
}
