import { useState } from 'react';
import type { Photo } from './blog-photos.ts';
import { usePlaceholder } from './use-placeholder.ts';

interface BlogImageProps {
  photo: Photo;
  alt: string;
  /** The rendered width, for the browser to pick a variant from srcset. */
  sizes: string;
  /**
   * Above the fold (the hero, the page's largest paint): fetched at once and ahead of the scripts and the
   * other photos; anything else waits until it nears the viewport.
   */
  eager?: boolean;
  className?: string;
}

/**
 * A blog photo with its intrinsic size set, so the page does not jump when it loads. Until it loads, and
 * for good when it cannot (offline, not kept on the device), its placeholder sketch fills the box behind it.
 */
export function BlogImage({ photo, alt, sizes, eager = false, className }: BlogImageProps) {
  const [loaded, setLoaded] = useState<string | null>(null);
  // A photo that is in before its sketch is decoded needs none: nothing is decoded for it.
  const placeholder = usePlaceholder(photo.thumbhash, loaded !== photo.src);
  const sketched = placeholder !== null && loaded !== photo.src;
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={photo.srcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      style={sketched ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover' } : undefined}
      onLoad={() => setLoaded(photo.src)}
    />
  );
}
