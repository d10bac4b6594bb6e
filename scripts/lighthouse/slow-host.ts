// Lighthouse's mobile preset slows the page's CPU work four times over, a factor its throttling guide fits
// to a host of desktop speed. Lighthouse itself warns that the performance score suffers when its benchmark
// of the host comes to 1,000 or less (the threshold in lighthouse/core/gather/driver/environment.js): the
// run then measured a busy machine more than the page, and is taken again (retakes.ts).
import type { RunFigures } from './figures';

/** Lighthouse's own bar for a host too slow for its preset (its SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
export const SLOW_HOST_INDEX = 1000;

export function onSlowHost(run: RunFigures): boolean {
  return run.benchmarkIndex <= SLOW_HOST_INDEX;
}
