import { useEffect } from 'react';
import type { Page } from '../../../../shared/api/admin-lists.ts';
import { pageUrl } from '../admin/admin-list-api.ts';
import { useAdminGet } from '../admin/use-admin-get.ts';

// The last count each list had, kept for the page's life so a dashboard opened again offline still shows
// what was last known rather than nothing.
const lastKnown = new Map<string, number>();

export interface Count {
  /** The list's size, or the last one known; null when never known. */
  count: number | null;
  error: string | null;
  offline: boolean;
  reload: () => void;
}

/** How many items a paged admin list holds: the `total` of a one-item page. */
export function useCount(path: string): Count {
  const { data, error, offline, reload } = useAdminGet<Page<unknown>>(pageUrl(path, { limit: 1 }));
  const total = typeof data?.total === 'number' ? data.total : null;
  useEffect(() => {
    if (total !== null) lastKnown.set(path, total);
  }, [path, total]);
  return { count: total ?? lastKnown.get(path) ?? null, error, offline, reload };
}

/** Forgets the last known counts (tests start each case from nothing). */
export function forgetCounts(): void {
  lastKnown.clear();
}
