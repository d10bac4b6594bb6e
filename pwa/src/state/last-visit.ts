// SPEC §2 footer: "last visited at" shows the previous visit, so the stored value is read before this
// visit overwrites it. Done once per page load (not per render or per effect run) so React's double
// effects in development cannot show the current visit as the last one.
import { proxy } from 'valtio';

const KEY = 'travel-blog:last-visit';

export const lastVisit = proxy<{ previous: Date | null }>({ previous: null });

/**
 * Reads the previous visit into `lastVisit` and records `now` as the latest one. Storage is passed as
 * a getter because merely touching `localStorage` throws where the browser blocks site data; the
 * footer then shows a first visit and nothing breaks.
 */
export function recordVisit(now: Date, storage: () => Storage = () => localStorage): void {
  try {
    const store = storage();
    const stored = store.getItem(KEY);
    const previous = stored === null ? null : new Date(stored);
    lastVisit.previous = previous && !Number.isNaN(previous.getTime()) ? previous : null;
    store.setItem(KEY, now.toISOString());
  } catch {
    lastVisit.previous = null;
  }
}
