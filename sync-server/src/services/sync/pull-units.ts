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

/**
 * The most units read from the store in one go. A read decodes its documents in one piece on the event
 * loop (the embedded store answers synchronously): 2,000 tasks held it for 46-87 ms in the store bench,
 * every other request waiting. A page is read in steps of this size with a turn of the loop between them.
 */
export const READ_UNITS = 500;

/** How many documents of `entity` one read takes: 500 tasks or 125 blogs, and at least one. */
export function readLimit(entity: PulledEntity): number {
  return Math.max(1, Math.floor(READ_UNITS / unitsOf(entity)));
}
