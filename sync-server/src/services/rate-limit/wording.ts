// How limits and waits read in the messages users see: "at most 30 per 15 minutes", "in 14 minutes".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "per minute", "per 15 minutes", "per hour". */
export function perWindow(ms: number): string {
  if (ms % HOUR === 0) return ms === HOUR ? 'per hour' : `per ${count(ms / HOUR, 'hour')}`;
  if (ms % MINUTE === 0) return ms === MINUTE ? 'per minute' : `per ${count(ms / MINUTE, 'minute')}`;
  return `per ${count(Math.ceil(ms / 1000), 'second')}`;
}

/** "in 40 seconds", "in 14 minutes", "in 2 hours", rounded up. */
export function inTime(seconds: number): string {
  if (seconds < 90) return `in ${count(seconds, 'second')}`;
  if (seconds < 90 * 60) return `in ${count(Math.ceil(seconds / 60), 'minute')}`;
  return `in ${count(Math.ceil(seconds / 3600), 'hour')}`;
}

/** A refusal's message: "Too many searches from this address: at most 60 per minute. Please try again in 40 seconds." */
export function tooMany(what: string, limit: number, windowMs: number, retryAfterSeconds: number): string {
  return `Too many ${what}: at most ${limit} ${perWindow(windowMs)}. Please try again ${inTime(retryAfterSeconds)}.`;
}
