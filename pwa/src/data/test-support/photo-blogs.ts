// Own blogs with server photos, as a pull leaves them, for the photo cache tests.
import type { ImageRef } from '../../../../shared/entities/image.ts';
import type { LocalBlog } from '../records.ts';

/** A server photo with the three widths the server makes (480, 960, 1600). */
export function photoRef(id: string, host = ''): ImageRef {
  const url = (width: number) => `${host}/media/img/${id.slice(0, 2)}/${id}-${width}.webp`;
  return {
    id,
    url: url(1600),
    width: 2000,
    height: 1500,
    variants: [1600, 480, 960].map((width) => ({ width, url: url(width) })),
  };
}

/** A synced own blog showing `hero` and `images` from the server, last edited at `edited`. */
export function blogWithPhotos(id: string, edited: string, hero: string | null, images: string[]): LocalBlog {
  return {
    _id: id,
    rev: 1,
    pending: 0,
    base: null,
    createdAt: edited,
    updatedAt: edited,
    blogTitle: id,
    country: '',
    blogBody: '',
    featured: false,
    publish: true,
    heroImage: hero,
    imageUrls: images,
    imageData: { heroImage: hero ? photoRef(hero) : null, imageUrls: images.map((i) => photoRef(i)) },
  };
}
