import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import { adminBlogRow, countLine, marksOf, NO_BLOGS, NONE } from './admin-blog-rows.ts';
import { anAdminBlog } from './admin-blogs.test-kit.ts';

describe('admin blog rows', () => {
  it('counts blogs as SPEC §2 words it', () => {
    expect(countLine(0)).toBe(NO_BLOGS);
    expect(NO_BLOGS).toBe('no blogs to show!');
    expect(countLine(1)).toBe('1 blog');
    expect(countLine(1234)).toBe('1234 blogs');
  });

  it('names every mark in words, on and off', () => {
    expect(marksOf({ suspended: false, publish: false, featured: false }).map((m) => m.label)).toEqual([
      'not suspended',
      'not published',
      'not featured',
    ]);
    expect(marksOf({ suspended: true, publish: true, featured: true })).toEqual([
      { kind: 'suspended', on: true, label: 'suspended' },
      { kind: 'published', on: true, label: 'published' },
      { kind: 'featured', on: true, label: 'featured' },
    ]);
    expect(marksOf({ suspended: true, publish: false, featured: true }).map((m) => m.on)).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('shows the country as the category and the server stamps as they are', () => {
    const created = new Date('2026-11-20T08:30:05.000Z');
    expect(adminBlogRow(anAdminBlog({ lastEdited: 'Fri 20 Nov 2026 9:12:44' }))).toMatchObject({
      id: 'blog-1',
      title: 'Rome in Spring',
      author: 'Ada Lovelace',
      category: 'Italy',
      created: `${formatDate(created)} ${formatTime(created)}`,
      lastEdited: 'Fri 20 Nov 2026 9:12:44',
    });
  });

  it('marks what is missing rather than leaving a blank cell', () => {
    expect(adminBlogRow(anAdminBlog({ country: '', author: '', createdAt: 'garbage' }))).toMatchObject({
      author: NONE,
      category: NONE,
      created: NONE,
      lastEdited: NONE,
    });
  });
});
