// How much of a pull page an entry takes. Counted alike, a page of 500 tasks (about 0.2 MB of JSON) was a
// fortieth of a page of 500 blogs of 1,500 words (about 5 MB), and a new device's 5,000 tasks took ten
// round trips, one after another, before its first blog was asked for.
import type { PulledEntity } from '../../../../shared/sync/protocol';

/** A page's size in units: 2,000 tasks, or 500 blogs. */
export const PULL_UNITS = 2000;

/** Tasks and the profile are small; blogs, drafts and conflicts (which carry a blog's text) are not. */
export function unitsOf(entity: PulledEntity): number {
  return entity === 'task' || entity === 'profile' ? 1 : 4;
}
