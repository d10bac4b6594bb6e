// GET /api/admin/stats (admin only): what the dashboard's charts draw, read in one call.

/** How many weeks the charts show, the current one last. */
export const STATS_WEEKS = 12;
/** How many countries the busiest-countries list shows at most. */
export const STATS_COUNTRIES = 8;

/** One UTC week (Monday 00:00 to the next Monday) and what was created in it. */
export interface WeekStats {
  /** The week's Monday, `YYYY-MM-DD`. */
  week: string;
  users: number;
  blogs: number;
  signups: number;
}

/** A country as blogs name it (the spelling most of them use; grouped ignoring case) and its blogs. */
export interface CountryStats {
  country: string;
  blogs: number;
}

export interface AdminStats {
  /** STATS_WEEKS weeks, oldest first, the current week last; a week with nothing counts 0. */
  weeks: WeekStats[];
  /** The countries with the most blogs, most first (ties by name); blogs without a country left out. */
  countries: CountryStats[];
}
