// Retry delays after failures: exponential from 1 s, capped at 5 minutes, with full-range jitter between
// half and all of the step, so a thousand devices coming back from one outage do not retry in lockstep.
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

export function backoffDelay(
  failures: number,
  random: () => number = Math.random,
  base = BACKOFF_BASE_MS,
  max = BACKOFF_MAX_MS,
): number {
  const step = Math.min(max, base * 2 ** Math.max(0, failures - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
