import { describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { photoIds, resolvePhotos } from './blog-photos.ts';

const ref = (id: string): ImageRef => ({
  id,
  url: `/media/${id}-1600.webp`,
  width: 1600,
  height: 900,
  variants: [
    { width: 960, url: `/media/${id}-960.webp` },
    { width: 480, url: `/media/${id}-480.webp` },
  ],
});

describe('blog photos', () => {
  it('shows the server copy with a srcset, smallest variant first', () => {
    const photos = resolvePhotos(
      { heroImage: 'h', imageUrls: ['a'], imageData: { heroImage: ref('h'), imageUrls: [ref('a')] } },
      new Map(),
      () => undefined,
    );
    expect(photos.hero).toEqual({
      id: 'h',
      src: '/media/h-1600.webp',
      srcSet: '/media/h-480.webp 480w, /media/h-960.webp 960w',
      width: 1600,
      height: 900,
      onDevice: false,
    });
    expect(photos.images.map((p) => p.id)).toEqual(['a']);
  });

  it('falls back to the photo waiting on the device, in the order the blog names them', () => {
    const photos = resolvePhotos(
      {
        heroImage: null,
        imageUrls: ['b', 'a', 'gone'],
        imageData: { heroImage: null, imageUrls: [ref('a')] },
      },
      new Map([['b', { width: 640, height: 480 }]]),
      (sha) => (sha === 'b' ? 'blob:b' : undefined),
    );
    expect(photos.hero).toBeNull();
    expect(photos.images).toEqual([
      { id: 'b', src: 'blob:b', width: 640, height: 480, onDevice: true },
      expect.objectContaining({ id: 'a', onDevice: false }),
    ]);
  });

  it('shows the device’s copy while it keeps one, so it shows offline until the server’s copy is kept too', () => {
    const photos = resolvePhotos(
      { heroImage: 'h', imageUrls: [], imageData: { heroImage: ref('h'), imageUrls: [] } },
      new Map([['h', { width: 640, height: 480 }]]),
      () => 'blob:h',
    );
    // On the server's blog already: not waiting to upload.
    expect(photos.hero).toEqual({ id: 'h', src: 'blob:h', width: 640, height: 480, onDevice: false });
  });

  it('reads a public blog by its references alone', () => {
    expect(photoIds({ imageData: { heroImage: ref('h'), imageUrls: [ref('x'), ref('y')] } })).toEqual({
      hero: 'h',
      images: ['x', 'y'],
    });
  });
});
