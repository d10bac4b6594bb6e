// Which server variants of the user's own photos this device should keep for offline use: for each
// photo the one its blog page asks for on this screen, the widest any screen shows it at (the manage
// screen, the public page and the home cards show photos at most that wide; the worker serves another
// width of the same photo when the exact one is missing). Newest blogs first, each hero before its photos.
import type { ImageRef } from '../../../shared/entities/image.ts';
import type { LocalBlog } from './records.ts';

export interface Screen {
  /** The window's width in CSS pixels. */
  width: number;
  devicePixelRatio: number;
  /** The app's origin: only same-origin photos go through the worker that serves them offline. */
  origin: string;
}

export interface PhotoWant {
  /** The variant's absolute URL. */
  url: string;
  imageId: string;
  /** When its blog last changed (ms): a photo never shown counts as used then. */
  changedAt: number;
}

// BlogBody.tsx shows photos at `(min-width: 48rem) 50vw, 100vw`; BlogArticle.tsx the hero at `100vw`.
const TWO_COLUMNS_FROM_PX = 768;

/** The CSS width the blog page shows a photo at. */
export function shownWidth(role: 'hero' | 'image', screenWidth: number): number {
  return role === 'image' && screenWidth >= TWO_COLUMNS_FROM_PX ? screenWidth / 2 : screenWidth;
}

/** The variant a srcset offers for `pixels` device pixels: the smallest that wide, else the widest. */
export function variantFor(ref: ImageRef, pixels: number): string {
  const widths = [...ref.variants].sort((a, b) => a.width - b.width);
  return (widths.find((v) => v.width >= pixels) ?? widths.at(-1))?.url ?? ref.url;
}

/** What the wants read of a blog: the user's own, or a public blog saved for offline reading. */
export type WantedBlog = Pick<LocalBlog, 'imageData' | 'createdAt' | 'updatedAt'>;

const changedAt = (blog: WantedBlog): number => Date.parse(blog.updatedAt ?? blog.createdAt) || 0;

/** The variants to keep for the user's blogs, most wanted first, each URL once. */
export function photoWants(blogs: readonly WantedBlog[], screen: Screen): PhotoWant[] {
  const wants = new Map<string, PhotoWant>();
  const add = (ref: ImageRef, role: 'hero' | 'image', at: number) => {
    const pixels = Math.ceil(shownWidth(role, screen.width) * screen.devicePixelRatio);
    const url = new URL(variantFor(ref, pixels), screen.origin);
    if (url.origin !== screen.origin || wants.has(url.href)) return;
    wants.set(url.href, { url: url.href, imageId: ref.id, changedAt: at });
  };
  const newestFirst = [...blogs].sort((a, b) => changedAt(b) - changedAt(a));
  for (const blog of newestFirst) {
    const at = changedAt(blog);
    if (blog.imageData.heroImage) add(blog.imageData.heroImage, 'hero', at);
    for (const ref of blog.imageData.imageUrls) add(ref, 'image', at);
  }
  return [...wants.values()];
}
