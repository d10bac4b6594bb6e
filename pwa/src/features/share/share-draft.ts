// A share becomes a new draft: its title the draft's title, its text and link the story, its first photo the
// hero and the others the draft's photos, resized and kept with the draft on this device as picked photos
// are (the first one's country is suggested as for a picked photo). The share is deleted only once the
// draft holds all of it.
import { BODY_MAX, TITLE_MAX } from '../../../../shared/api/blogs.ts';
import type { NamedPhoto } from '../../data/draft-photos.ts';
import type { DraftRepository } from '../../data/draft-repository.ts';
import { photoCountry } from '../../data/photo-country.ts';
import { type DraftText, EMPTY_TEXT } from '../new-blog/new-blog-rules.ts';
import type { ShareInbox, StoredShare } from './share-inbox.ts';
import { rememberSharedCountry } from './shared-countries.ts';

/** The draft's text: apps often repeat the link inside the text, so it is added only when missing. */
export function textOfShare({ title, text, url }: Pick<StoredShare, 'title' | 'text' | 'url'>): DraftText {
  const story = text.trim();
  const link = url.trim();
  const parts = link && !story.includes(link) ? [story, link] : [story];
  return {
    ...EMPTY_TEXT,
    blogTitle: title.trim().slice(0, TITLE_MAX),
    blogBody: parts.filter(Boolean).join('\n\n').slice(0, BODY_MAX),
  };
}

/** Makes the share a draft; a file that is not a readable image is left out. Answers the draft's id. */
export async function draftFromShare(drafts: DraftRepository, share: StoredShare): Promise<string> {
  const id = await drafts.save(null, textOfShare(share));
  const photos: NamedPhoto[] = [];
  // One at a time: a phone resizing ten full-size photos at once runs out of memory.
  for (const file of share.files) {
    // The first photo suggests the blog's country, as a picked one does; read before resizing drops GPS.
    const country = photos.length === 0 ? await photoCountry(file.blob) : null;
    try {
      const photo = await drafts.preparePhoto(file.blob);
      if (country) rememberSharedCountry(photo.sha256, country);
      photos.push({ name: file.name, photo });
    } catch {
      // Not an image the browser can read: the draft takes the others.
    }
  }
  const [hero = null, ...images] = photos;
  try {
    if (photos.length) await drafts.savePhotos(id, { hero, images });
  } catch (failure) {
    // The share waits to be tried again: a draft with its text alone would then be made twice.
    await drafts.remove(id).catch(() => {});
    throw failure;
  }
  return id;
}

let running: Promise<string | null> | null = null;

/**
 * Makes every waiting share a draft, oldest first, and answers the newest draft (null with none waiting).
 * A share whose draft could not be saved stays for the next try. One run at a time in a page, so a screen
 * mounted twice makes each share one draft.
 */
export function openShares(inbox: ShareInbox, drafts: DraftRepository): Promise<string | null> {
  running ??= (async () => {
    let newest: string | null = null;
    for (const share of await inbox.pending()) {
      newest = await draftFromShare(drafts, share);
      await inbox.remove(share.id);
    }
    return newest;
  })().finally(() => {
    running = null;
  });
  return running;
}
