import { useEffect, useState } from 'react';
import { decodedPlaceholder, placeholderUrl } from './placeholder-url.ts';

/** The placeholder image URL for a ThumbHash once decoded; null while decoding, or with none to show. */
export function usePlaceholder(thumbhash: string | undefined): string | null {
  const [url, setUrl] = useState(() => (thumbhash && decodedPlaceholder(thumbhash)) || null);
  useEffect(() => {
    if (!thumbhash) {
      setUrl(null);
      return;
    }
    let current = true;
    placeholderUrl(thumbhash).then(
      (decoded) => current && setUrl(decoded),
      // The decoder could not be fetched (offline before it was ever cached): the photo shows without.
      () => current && setUrl(null),
    );
    return () => {
      current = false;
    };
  }, [thumbhash]);
  return url;
}
