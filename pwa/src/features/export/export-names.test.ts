import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  FOLDER_NAME_MAX,
  folderNamer,
  photoExtension,
  photoFileName,
  photoRole,
  safeName,
} from './export-names.ts';

describe('folder names', () => {
  it.each([
    ['Rome: day one', 'rome-day-one'],
    ['../../etc/passwd', 'etc-passwd'],
    ['C:\\Users\\con?*<>|"', 'c-users-con'],
    ['Crème brûlée à Paris', 'creme-brulee-a-paris'],
    ['Sunset 🌅 in Santorini', 'sunset-in-santorini'],
    ['  --Hello--  ', 'hello'],
  ])('makes %j safe: %j', (title, name) => {
    expect(safeName(title, 'blog')).toBe(name);
  });

  it('falls back when nothing safe is left', () => {
    expect(safeName('🌅🌅', 'blog')).toBe('blog');
    expect(safeName('', 'draft')).toBe('draft');
  });

  it('keeps names short, without a trailing dash', () => {
    const name = safeName(`${'a'.repeat(39)} b and much more`, 'blog');
    expect(name.length).toBeLessThanOrEqual(FOLDER_NAME_MAX);
    expect(name).toBe('a'.repeat(39));
  });

  it('makes each name unique, ignoring case', () => {
    const next = folderNamer();
    expect([
      next('Rome', 'blog'),
      next('ROME', 'blog'),
      next('rome!', 'blog'),
      next('rome-2', 'blog'),
    ]).toEqual(['rome', 'rome-2', 'rome-3', 'rome-2-2']);
    expect([next('', 'blog'), next('🌅', 'blog')]).toEqual(['blog', 'blog-2']);
  });
});

describe('photo names', () => {
  it('takes the extension from the type, else the URL, else jpg', () => {
    expect(photoExtension('image/jpeg')).toBe('jpg');
    expect(photoExtension('image/webp; charset=binary')).toBe('webp');
    expect(photoExtension('', '/media/abc-1600.webp')).toBe('webp');
    expect(photoExtension('application/octet-stream', '/media/abc.PNG?v=2')).toBe('png');
    expect(photoExtension(undefined)).toBe('jpg');
  });

  it('names the hero first, then the photos numbered from 1', () => {
    expect([0, 1, 2].map((i) => photoFileName(i, true, 'jpg'))).toEqual([
      'hero.jpg',
      'photo-01.jpg',
      'photo-02.jpg',
    ]);
    expect([0, 1].map((i) => photoFileName(i, false, 'webp'))).toEqual(['photo-01.webp', 'photo-02.webp']);
    expect([photoRole(0, true), photoRole(1, true), photoRole(0, false)]).toEqual([
      'hero',
      'photo 1',
      'photo 1',
    ]);
  });

  it('names the zip with the day it was made', () => {
    expect(exportFileName(new Date('2026-11-29T21:00:00Z'))).toBe('travel-blog-export-2026-11-29.zip');
  });
});
