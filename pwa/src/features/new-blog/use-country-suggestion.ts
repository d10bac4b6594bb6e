import { useState } from 'react';
import { countrySuggestion } from './country-suggestion.ts';
import type { PickedPhotos } from './use-draft-photos.ts';

/** The country the form offers from its first photo, with what the user can do about it. */
export interface CountryPrompt {
  country: string;
  /** Puts the country in the field. */
  use: () => void;
  /** Leaves the field as it is; the same photo does not suggest again. */
  dismiss: () => void;
}

/** The new-blog form's country suggestion; `fill` puts a country in the field. */
export function useCountrySuggestion(
  photos: PickedPhotos,
  typed: string,
  fill: (country: string) => void,
): CountryPrompt | null {
  // Held by the editor, which each draft opens afresh: the suggestion is made once per draft and photo.
  const [answered, setAnswered] = useState<number | null>(null);
  const suggestion = countrySuggestion(photos, typed, answered);
  if (!suggestion) return null;
  return {
    country: suggestion.country,
    use: () => {
      setAnswered(suggestion.key);
      fill(suggestion.country);
    },
    dismiss: () => setAnswered(suggestion.key),
  };
}
