import type { Photo } from './blog-photos.ts';

interface BlogImageProps {
  photo: Photo;
  alt: string;
  /** The rendered width, for the browser to pick a variant from srcset. */
  sizes: string;
  /** Above the fold (the hero): fetched at once; anything else waits until it nears the viewport. */
  eager?: boolean;
  className?: string;
}

/** A blog photo with its intrinsic size set, so the page does not jump when it loads. */
export function BlogImage({ photo, alt, sizes, eager = false, className }: BlogImageProps) {
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
      decoding="async"
    />
  );
}
