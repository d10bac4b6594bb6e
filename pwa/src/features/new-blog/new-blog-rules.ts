// The new-blog form's rules (SPEC §2 "Blog pages", §5, §8): what a draft holds, how drafts are listed,
// and which picked files are accepted as photos.
import type { DraftFields } from '../../data/draft-repository.ts';
import type { LocalDraft } from '../../data/records.ts';

export const CREATING = 'we are creating your blog, this may take a few seconds';
export const CREATE_FAILED = 'Failed to create blog';
export const UNTITLED = 'untitled draft';
export const NOT_AN_IMAGE = 'Please pick image files only';
export const PREPARING_PHOTOS = 'getting your photos ready…';
// A draft opened on another device has no photos: saying so up front means that is no surprise.
export const PHOTOS_KEPT_HINT =
  'photos are kept with the draft on this device only; your other devices get just its text.';

/** Wait this long after the last keystroke before saving, so a burst of typing is one write. */
export const DRAFT_SAVE_DELAY_MS = 400;
/** ...but someone who never pauses still has their text saved this often. */
export const DRAFT_SAVE_MAX_WAIT_MS = 2000;

/** The form's text and flags: exactly what a draft syncs (its photos stay on the device, draft-photos.ts). */
export type DraftText = { [K in keyof DraftFields]-?: Exclude<DraftFields[K], undefined> };

export const EMPTY_TEXT: DraftText = {
  blogTitle: '',
  country: '',
  blogBody: '',
  featured: false,
  publish: false,
};

export function textOfDraft(draft: LocalDraft): DraftText {
  return {
    blogTitle: draft.blogTitle ?? '',
    country: draft.country ?? '',
    blogBody: draft.blogBody ?? '',
    featured: draft.featured ?? false,
    publish: draft.publish ?? false,
  };
}

export function draftTitle(draft: Pick<LocalDraft, 'blogTitle'>): string {
  return draft.blogTitle?.trim() || UNTITLED;
}

type Saved = Pick<LocalDraft, 'updatedAt' | 'savedAt' | 'createdAt'>;

/** When the draft was last saved: on this device, or as the server stamped it when that is later. */
export function savedAt(draft: Saved): Date {
  const times = [draft.savedAt, draft.updatedAt ?? draft.createdAt].map((t) => (t ? Date.parse(t) : 0));
  return new Date(Math.max(...times));
}

export function newestFirst<T extends Saved>(drafts: readonly T[]): T[] {
  return [...drafts].sort((a, b) => savedAt(b).getTime() - savedAt(a).getTime());
}
