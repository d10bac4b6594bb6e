// Builders for the admin blogs tests: a blog as GET /api/admin/ lists it, and one page of them.
import type { Page } from '../../../../shared/api/admin-lists.ts';
import type { AdminBlog } from './admin-blogs-api.ts';

export function anAdminBlog(overrides: Partial<AdminBlog> = {}): AdminBlog {
  return {
    _id: 'blog-1',
    author: 'Ada Lovelace',
    blogTitle: 'Rome in Spring',
    country: 'Italy',
    blogBody: 'Pasta and ruins.',
    featured: false,
    publish: true,
    suspended: false,
    status: 'published',
    lastEdited: '',
    views: 4,
    createdAt: '2026-11-20T08:30:05.000Z',
    updatedAt: '2026-11-20T08:30:05.000Z',
    userID: 'user-ada',
    createdByAdmin: false,
    edited: false,
    imageData: { heroImage: null, imageUrls: [] },
    rev: 3,
    ...overrides,
  };
}

export function aPage<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, total: items.length, page: 1, pageSize: 50, ...overrides };
}
