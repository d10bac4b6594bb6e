// The bench's usual line: how many of something per second, and how many in how long.
export interface Timed<T> {
  result: T;
  perSecond: number;
  seconds: number;
}

export async function timed<T>(
  label: string,
  count: number,
  unit: string,
  fn: () => Promise<T>,
): Promise<Timed<T>> {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  const perSecond = count / seconds;
  // A slow figure (images) keeps a decimal rather than showing as 0.
  const rate = perSecond.toFixed(perSecond < 10 ? 1 : 0);
  console.log(`${label.padEnd(44)} ${rate.padStart(8)} ${unit}/s  (${count} in ${seconds.toFixed(2)} s)`);
  return { result, perSecond, seconds };
}

/** The p-th percentile of values sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Samples the resident set while `fn` runs: the peak, and how far above the start it went. */
export async function peakRss<T>(fn: () => Promise<T>): Promise<{ result: T; peak: number; above: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await fn();
    return { result, peak, above: peak - base };
  } finally {
    clearInterval(sampler);
  }
}
