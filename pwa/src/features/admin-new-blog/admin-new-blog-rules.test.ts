import { describe, expect, it } from 'vitest';
import {
  AUTHOR_FIELD,
  authorListNote,
  blogFormData,
  draftProblems,
  EMPTY_DRAFT,
  greetingFor,
} from './admin-new-blog-rules.ts';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('admin new blog rules', () => {
  it('builds the multipart body of SPEC §3, flags as text, created by admin', () => {
    const hero = photo('hero.jpg');
    const images = [photo('one.jpg'), photo('two.jpg')];
    const form = blogFormData(
      {
        blogTitle: 'Lima',
        country: 'Peru',
        blogBody: 'Ceviche.',
        featured: true,
        publish: false,
        hero,
        images,
      },
      { _id: 'user-7', name: 'Grace Hopper' },
    );
    expect(Object.fromEntries([...form.keys()].map((key) => [key, form.getAll(key).length]))).toEqual({
      author: 1,
      userID: 1,
      blogTitle: 1,
      country: 1,
      blogBody: 1,
      featured: 1,
      publish: 1,
      createdByAdmin: 1,
      heroImage: 1,
      images: 2,
    });
    expect(form.get('author')).toBe('Grace Hopper');
    expect(form.get('userID')).toBe('user-7');
    expect(form.get('blogTitle')).toBe('Lima');
    expect(form.get('country')).toBe('Peru');
    expect(form.get('blogBody')).toBe('Ceviche.');
    expect(form.get('featured')).toBe('true');
    expect(form.get('publish')).toBe('false');
    expect(form.get('createdByAdmin')).toBe('true');
    expect((form.get('heroImage') as File).name).toBe('hero.jpg');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['one.jpg', 'two.jpg']);
  });

  it('builds a body without author or photos too: the server judges it again', () => {
    const form = blogFormData(EMPTY_DRAFT, null);
    expect(form.get('userID')).toBe('');
    expect(form.get('author')).toBe('');
    expect(form.has('heroImage')).toBe(false);
    expect(form.has('images')).toBe(false);
  });

  it('needs an author and a title, and nothing else', () => {
    const grace = { _id: 'user-7', name: 'Grace Hopper' };
    expect(draftProblems({ blogTitle: '  ' }, null)).toEqual([
      { field: AUTHOR_FIELD, message: 'Please choose the author' },
      { field: 'blogTitle', message: 'Please give the blog a title' },
    ]);
    expect(draftProblems({ blogTitle: '' }, grace).map((p) => p.field)).toEqual(['blogTitle']);
    expect(draftProblems({ blogTitle: 'Lima' }, null).map((p) => p.field)).toEqual([AUTHOR_FIELD]);
    expect(draftProblems({ blogTitle: 'Lima' }, grace)).toEqual([]);
  });

  it('greets the admin by first name', () => {
    expect(greetingFor('Root Admin')).toBe('hello Root');
    expect(greetingFor('')).toBe('hello');
  });
});

describe('the author list note', () => {
  const users = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('says how many users the dropdown lists, and how to find those it does not', () => {
    expect(authorListNote({ users: [], total: null, loading: true })).toBe('we are fetching your data');
    expect(authorListNote({ users: [], total: 0, loading: false })).toBe('no users to show!');
    expect(authorListNote({ users: users(1), total: 1, loading: false })).toBe('1 user listed');
    expect(authorListNote({ users: users(59), total: 59, loading: false })).toBe(
      'all 59 users listed, by name',
    );
    expect(authorListNote({ users: users(200), total: 450, loading: true })).toBe(
      'loading users: 200 of 450 so far',
    );
    expect(authorListNote({ users: users(1000), total: 4500, loading: false })).toBe(
      '1000 of 4500 users listed: type a name or e-mail above to find the others',
    );
  });
});
