// Weeks as the admin dashboard counts them: UTC weeks starting Monday 00:00, so every admin, wherever they
// are, sees the same buckets, and a bucket's bounds are plain ISO instants the store compares as text.

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** The Monday 00:00 UTC that starts the week holding `at`. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday is (day + 6) % 7.
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * DAY);
}

/** One week's bounds: from `start` (included) to `end` (the next Monday, left out). */
export interface WeekBounds {
  start: Date;
  end: Date;
}

/** The last `count` weeks, oldest first, the week holding `now` last. */
export function lastWeeks(now: Date, count: number): WeekBounds[] {
  const current = weekStart(now).getTime();
  return Array.from({ length: count }, (_, i) => {
    const start = current - (count - 1 - i) * WEEK;
    return { start: new Date(start), end: new Date(start + WEEK) };
  });
}
