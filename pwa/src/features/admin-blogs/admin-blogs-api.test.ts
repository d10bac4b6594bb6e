import { describe, expect, it } from 'vitest';
import { changedFields } from '../blog-page/edit-changes.ts';
import { anAdminBlog } from './admin-blogs.test-kit.ts';
import { adminBlogPath, adminDeletePath, formOfBlog, ifMatch } from './admin-blogs-api.ts';

describe('admin blog calls', () => {
  it('names the revision the admin saw, quoted, and nothing when there is none', () => {
    expect(ifMatch({ rev: 7 })).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch({})).toEqual({});
  });

  it('edits the form fields only: never the author, status or views', () => {
    const form = formOfBlog(anAdminBlog());
    expect(Object.keys(form).sort()).toEqual([
      'blogBody',
      'blogTitle',
      'country',
      'featured',
      'publish',
      'suspended',
    ]);
    expect(changedFields(form, { ...form, suspended: true, blogTitle: 'Rome' })).toEqual({
      suspended: true,
      blogTitle: 'Rome',
    });
    expect(changedFields(form, { ...form })).toEqual({});
  });

  it('escapes ids in paths', () => {
    expect(adminBlogPath('a/b')).toBe('/api/admin/a%2Fb');
    expect(adminDeletePath('x y')).toBe('/api/blogs/admin-delete/x%20y');
  });
});
