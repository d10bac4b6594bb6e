import { useEffect } from 'react';
import type { AdminStats } from '../../../../shared/api/admin-stats.ts';
import { ADMIN_STATS_PATH } from '../admin/admin-paths.ts';
import { type AdminGet, useAdminGet } from '../admin/use-admin-get.ts';
import { useShownAgain } from './use-shown-again.ts';

// The last answer, kept for the page's life as the counts are (use-count.ts): a dashboard opened again
// offline still draws what was last known rather than nothing.
let lastKnown: AdminStats | null = null;

/** The dashboard's charts (GET /api/admin/stats), or the last ones known this visit; asked again as the counts are. */
export function useDashStats(): AdminGet<AdminStats> {
  const stats = useAdminGet<AdminStats>(ADMIN_STATS_PATH);
  useShownAgain(stats.reload);
  useEffect(() => {
    if (stats.data) lastKnown = stats.data;
  }, [stats.data]);
  return { ...stats, data: stats.data ?? lastKnown };
}

/** Forgets the last known charts (tests start each case from nothing). */
export function forgetStats(): void {
  lastKnown = null;
}
