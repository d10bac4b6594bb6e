// Builders for the blog page tests: a blog as the owner's database holds it once synced, and the public
// feed's copy of it, with photo references the server would have made.
import type { ImageRef } from '../../../../shared/entities/image.ts';
import type { LocalBlog, PublicBlog } from '../../data/records.ts';

export const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

export function aRef(id: string): ImageRef {
  return {
    id,
    url: `/media/${id}-1600.webp`,
    width: 1600,
    height: 1200,
    variants: [
      { width: 480, url: `/media/${id}-480.webp` },
      { width: 960, url: `/media/${id}-960.webp` },
    ],
  };
}

/** Server fields a LocalBlog keeps beside the declared ones. */
type ServerExtras = { userID?: string; createdByAdmin?: boolean };

export function aLocalBlog(overrides: Partial<LocalBlog> & ServerExtras = {}): LocalBlog {
  return {
    _id: 'blog-1',
    rev: 3,
    pending: 0,
    base: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    blogTitle: 'Rome in Spring',
    country: 'ITALY',
    blogBody: words(250),
    featured: false,
    publish: true,
    heroImage: 'hero',
    imageUrls: ['p1', 'p2'],
    imageData: { heroImage: aRef('hero'), imageUrls: [aRef('p1'), aRef('p2')] },
    author: 'Ada Lovelace',
    status: 'published',
    lastEdited: 'Sat 21 Nov 2026 9:05:03',
    views: 7,
    ...overrides,
  } as LocalBlog;
}

export function aPublicBlog(overrides: Record<string, unknown> = {}): PublicBlog {
  return {
    _id: 'blog-1',
    rev: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    author: 'Grace Hopper',
    blogTitle: 'Lisbon Hills',
    country: 'Portugal',
    blogBody: words(120),
    featured: true,
    publish: true,
    suspended: false,
    status: 'published',
    views: 4,
    userID: 'someone-else',
    createdByAdmin: false,
    imageData: { heroImage: aRef('hero'), imageUrls: [aRef('p1')] },
    ...overrides,
  };
}
