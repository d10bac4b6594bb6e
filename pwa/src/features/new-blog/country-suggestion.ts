// Issue 17: the country the draft's first photo suggests, from where it was taken (data/photo-country.ts).
import type { PickedPhotos } from './use-draft-photos.ts';

export interface CountrySuggestion {
  /** The photo it comes from: answering it (use or dismiss) is remembered for that photo. */
  key: number;
  /** In lower case, as the user would type it: "portugal". */
  country: string;
}

/**
 * What to suggest for the country field: the country of the draft's first photo (the hero, else the
 * first image), unless the user has already typed a country or answered the suggestion for that photo.
 * A new first photo brings a new suggestion; a photo without a known place brings none.
 */
export function countrySuggestion(
  photos: PickedPhotos,
  typed: string,
  answered: number | null,
): CountrySuggestion | null {
  const first = photos.hero ?? photos.images[0];
  if (!first?.country || typed.trim() !== '' || first.key === answered) return null;
  return { key: first.key, country: first.country };
}
