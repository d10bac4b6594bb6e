// GET /api/admin/stats: the dashboard's weekly counts and busiest countries, read fresh on every call.
// Each week's count is a range on createdAt, which an index leads with (indexes.ts NEWEST_FIRST), and the
// countries are grouped by the store (countBy) over an index on country: either way the store reads index
// entries, never a document. Nothing is kept between calls, so a write is in the very next answer; with
// 100,000 users the whole call takes a few milliseconds (bench/admin-stats.ts), less than a cache would save.
import { type AdminStats, STATS_COUNTRIES, STATS_WEEKS } from '../../../../shared/api/admin-stats';
import { lastWeeks, type WeekBounds } from '../../../../shared/weeks';
import type { Deps } from '../../deps';
import type { Collection, Doc } from '../../ports/document-store';
import { blogs } from '../blogs/blog-doc';
import { SIGNUPS } from '../signups/add-signup';
import { users } from '../users/user-doc';
import { busiestCountries } from './busiest-countries';

/**
 * What was created in one week. The app stores createdAt as ISO text; documents brought over from the
 * NeDB files may hold a date instead, which the store compares only with dates: both are counted.
 */
async function createdIn<T extends Doc>(col: Collection<T>, { start, end }: WeekBounds): Promise<number> {
  const [asText, asDate] = await Promise.all([
    col.count({ createdAt: { $gte: start.toISOString(), $lt: end.toISOString() } }),
    col.count({ createdAt: { $gte: start, $lt: end } }),
  ]);
  return asText + asDate;
}

export async function dashStats(deps: Pick<Deps, 'store'>, now = new Date()): Promise<AdminStats> {
  const weeks = lastWeeks(now, STATS_WEEKS);
  const perWeek = <T extends Doc>(col: Collection<T>) =>
    Promise.all(weeks.map((week) => createdIn(col, week)));
  const [newUsers, newBlogs, newSignups, countries] = await Promise.all([
    perWeek(users(deps)),
    perWeek(blogs(deps)),
    perWeek(deps.store.collection(SIGNUPS)),
    blogs(deps).countBy('country'),
  ]);
  return {
    weeks: weeks.map(({ start }, i) => ({
      week: start.toISOString().slice(0, 10),
      users: newUsers[i] ?? 0,
      blogs: newBlogs[i] ?? 0,
      signups: newSignups[i] ?? 0,
    })),
    countries: busiestCountries(countries, STATS_COUNTRIES),
  };
}
