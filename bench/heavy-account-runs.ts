// How many times the heavy-account bench repeats a measurement: up to a number of runs, stopping early
// once a time budget is spent (but never before a minimum), so the whole part stays within minutes while
// today's slow runs last long, and takes the full count once the app is fast.

export interface RunPlan {
  min: number;
  max: number;
  /** Start no further run once this many seconds have gone (the minimum still runs). */
  budgetSeconds: number;
}

/**
 * Runs `run` as `plan` allows. `done` are runs already made elsewhere, with the seconds they took: they
 * count towards the plan's runs and its budget.
 */
export async function repeat<T>(
  plan: RunPlan,
  run: (index: number) => Promise<T>,
  done: { runs: number; seconds: number } = { runs: 0, seconds: 0 },
): Promise<T[]> {
  const started = performance.now();
  const results: T[] = [];
  while (done.runs + results.length < plan.max) {
    const spent = done.seconds + (performance.now() - started) / 1000;
    if (done.runs + results.length >= plan.min && spent >= plan.budgetSeconds) break;
    results.push(await run(results.length));
  }
  return results;
}

/** The middle value (the upper one of an even count, as the other client figures take it). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const worst = (values: readonly number[]): number =>
  values.length === 0 ? Number.NaN : Math.max(...values);
