import { describe, expect, it } from 'vitest';
import { blobKeyOf } from './blob-key-of';

describe('blobKeyOf', () => {
  const disk = { publicUrl: (key: string) => `/media/${key}` };
  const s3 = { publicUrl: (key: string) => `https://cdn.example.com/blog/${key}` };

  it('inverts publicUrl', () => {
    expect(blobKeyOf(disk, '/media/avatars/ab/abc.webp')).toBe('avatars/ab/abc.webp');
    expect(blobKeyOf(s3, 'https://cdn.example.com/blog/img/ab/x-480.webp')).toBe('img/ab/x-480.webp');
  });

  it('refuses URLs it did not make', () => {
    for (const url of [
      '',
      '/media/../db/users.db',
      'https://evil.example.com/media/a.webp',
      '/other/a.webp',
    ]) {
      expect(blobKeyOf(disk, url)).toBeNull();
    }
    expect(blobKeyOf(s3, '/media/a.webp')).toBeNull();
  });
});
