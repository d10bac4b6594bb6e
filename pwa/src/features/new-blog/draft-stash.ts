// The draft text still waiting to be saved when the page is hidden or goes away. A save to IndexedDB
// started then seldom finishes before a reload tears the page down, but localStorage is written at once:
// the text is parked here and taken back the next time the form opens that draft. The key is the user's
// own, so only their sign-out forgets it, and another account on this device never sees or replaces it.
import { z } from 'zod';
import { userStorageKey } from '../../state/local-data.ts';
import type { DraftText } from './new-blog-rules.ts';

const key = (userId: string) => userStorageKey(userId, 'new-blog-unsaved');

const parkedSchema = z.object({
  userId: z.string(),
  /** Null for a new form whose first save had not finished. */
  draftId: z.string().nullable(),
  text: z.object({
    blogTitle: z.string(),
    country: z.string(),
    blogBody: z.string(),
    featured: z.boolean(),
    publish: z.boolean(),
  }),
  at: z.iso.datetime(),
});

type Parked = z.infer<typeof parkedSchema>;

export function parkText(userId: string, draftId: string | null, text: DraftText, at = new Date()): void {
  const parked: Parked = { userId, draftId, text, at: at.toISOString() };
  try {
    localStorage.setItem(key(userId), JSON.stringify(parked));
  } catch {
    // Blocked or full storage: the save started beside this is all there is.
  }
}

export function unpark(userId: string): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // Blocked storage holds nothing of ours.
  }
}

/**
 * The text parked for `draftId`, if it is newer than what the draft holds (`savedAt`): a draft changed
 * since, on another device, keeps that change.
 */
export function parkedText(userId: string, draftId: string | null, savedAt?: Date): DraftText | null {
  let parked: Parked;
  try {
    parked = parkedSchema.parse(JSON.parse(localStorage.getItem(key(userId)) ?? 'null'));
  } catch {
    return null;
  }
  if (parked.userId !== userId || parked.draftId !== draftId) return null;
  if (savedAt && Date.parse(parked.at) <= savedAt.getTime()) return null;
  return parked.text;
}
