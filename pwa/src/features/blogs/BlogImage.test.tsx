// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { cleanup, eventually, render } from '../../test-support/render.tsx';
import { BlogImage } from './BlogImage.tsx';
import { photoOfRef } from './blog-photos.ts';
import { decodedPlaceholder } from './placeholder-url.ts';

afterEach(cleanup);

/** The ThumbHash the server would store for a plain orange 40×30 picture. */
function orangeHash(): string {
  const rgba = new Uint8Array(40 * 30 * 4).map((_, i) => [200, 80, 40, 255][i % 4] ?? 0);
  return btoa(String.fromCharCode(...rgbaToThumbHash(40, 30, rgba)));
}

const ref = (extra: Partial<ImageRef> = {}): ImageRef => ({
  id: 'a'.repeat(64),
  url: '/media/a-960.webp',
  width: 960,
  height: 720,
  variants: [{ width: 480, url: '/media/a-480.webp' }],
  ...extra,
});

async function shown(photo: ImageRef) {
  const { container } = await render(
    <BlogImage photo={photoOfRef(photo)} alt="a tram in Lisbon" sizes="100vw" />,
  );
  return container.querySelector('img') as HTMLImageElement;
}

const sketch = (img: HTMLImageElement) => img.style.backgroundImage;

describe('BlogImage placeholder', () => {
  it('draws the ThumbHash behind the photo while it loads, and drops it once the photo is in', async () => {
    const img = await shown(ref({ thumbhash: orangeHash() }));
    await eventually(() => expect(sketch(img)).toMatch(/^url\("data:image\/png;base64,/));
    expect(img.style.backgroundSize).toBe('cover');
    await act(async () => {
      img.dispatchEvent(new Event('load'));
    });
    expect(sketch(img)).toBe('');
  });

  it('keeps the placeholder and the alt text when the photo cannot load (offline, not on the device)', async () => {
    const img = await shown(ref({ thumbhash: orangeHash() }));
    await eventually(() => expect(sketch(img)).not.toBe(''));
    await act(async () => {
      img.dispatchEvent(new Event('error'));
    });
    expect(sketch(img)).toMatch(/^url\("data:image\/png/);
    expect(img.alt).toBe('a tram in Lisbon');
    expect([img.width, img.height]).toEqual([960, 720]);
  });

  it('decodes no sketch for a photo that is in before its decoder: nothing to stand in for', async () => {
    const hash = orangeHash().replace(/^./, 'Z');
    const img = await shown(ref({ id: 'c'.repeat(64), thumbhash: hash }));
    await act(async () => {
      img.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sketch(img)).toBe('');
    expect(decodedPlaceholder(hash)).toBeUndefined();
  });

  it('shows the photo alone for an image stored before placeholders, or one whose hash does not decode', async () => {
    const old = await shown(ref());
    const odd = await shown(ref({ id: 'b'.repeat(64), thumbhash: '%%%' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect([sketch(old), sketch(odd)]).toEqual(['', '']);
    expect(odd.getAttribute('src')).toBe('/media/a-960.webp');
  });
});

describe('BlogImage loading', () => {
  it('fetches the hero at once and first, and leaves the other photos until they near the viewport', async () => {
    const { container } = await render(
      <>
        <BlogImage photo={photoOfRef(ref())} alt="hero" sizes="100vw" eager />
        <BlogImage photo={photoOfRef(ref({ id: 'b'.repeat(64) }))} alt="later" sizes="100vw" />
      </>,
    );
    const [hero, later] = [...container.querySelectorAll('img')];
    expect([hero?.getAttribute('loading'), hero?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([later?.getAttribute('loading'), later?.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });
});
