import { useEffect, useState } from 'react';
import { decodedPlaceholder, placeholderUrl } from './placeholder-url.ts';

/**
 * The placeholder image URL for a ThumbHash once decoded; null while decoding, or with none to show.
 * Nothing is decoded while `wanted` is false (the photo is in already).
 */
export function usePlaceholder(thumbhash: string | undefined, wanted = true): string | null {
  const [url, setUrl] = useState(() => (thumbhash && decodedPlaceholder(thumbhash)) || null);
  useEffect(() => {
    if (!wanted) return;
    if (!thumbhash) {
      setUrl(null);
      return;
    }
    let current = true;
    placeholderUrl(thumbhash, () => current).then(
      (decoded) => current && setUrl(decoded),
      // The decoder could not be fetched (offline before it was ever cached): the photo shows without.
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [thumbhash, wanted]);
  return url;
}
