import { describe, expect, it } from 'vitest';
import { photoWants, shownWidth, variantFor } from './photo-wants.ts';
import { blogWithPhotos, photoRef } from './test-support/photo-blogs.ts';

const ORIGIN = 'http://app.test';
const phone = { width: 390, devicePixelRatio: 1, origin: ORIGIN };
const laptop = { width: 1280, devicePixelRatio: 1, origin: ORIGIN };
const variantWidth = (url: string) => Number(/-(\d+)\.webp$/.exec(url)?.[1]);

describe('which variants the screens need', () => {
  it('takes the smallest variant at least as wide as asked, else the widest', () => {
    const ref = photoRef('aa01');
    expect(variantWidth(variantFor(ref, 390))).toBe(480);
    expect(variantWidth(variantFor(ref, 481))).toBe(960);
    expect(variantWidth(variantFor(ref, 2400))).toBe(1600);
    expect(variantFor({ ...ref, variants: [] }, 390)).toBe(ref.url);
  });

  it('shows the hero across the window, and the photos beside the text in half of it from 768 px', () => {
    expect([shownWidth('hero', 390), shownWidth('image', 390)]).toEqual([390, 390]);
    expect([shownWidth('hero', 1280), shownWidth('image', 1280)]).toEqual([1280, 640]);
  });

  it('asks for each photo of the user’s blogs at this screen’s size, newest blog first, hero first', () => {
    const blogs = [
      blogWithPhotos('old', '2026-01-01T00:00:00.000Z', 'aa01', ['aa02']),
      blogWithPhotos('new', '2026-03-01T00:00:00.000Z', 'bb01', ['bb02', 'bb03']),
      blogWithPhotos('bare', '2026-02-01T00:00:00.000Z', null, []),
    ];
    const wants = photoWants(blogs, laptop);
    expect(wants.map((w) => w.imageId)).toEqual(['bb01', 'bb02', 'bb03', 'aa01', 'aa02']);
    expect(wants.map((w) => variantWidth(w.url))).toEqual([1600, 960, 960, 1600, 960]);
    expect(wants[0]).toEqual({
      url: `${ORIGIN}/media/img/bb/bb01-1600.webp`,
      imageId: 'bb01',
      changedAt: Date.parse('2026-03-01T00:00:00.000Z'),
    });
    // A sharper screen needs more pixels for the same CSS width.
    expect(photoWants(blogs, phone).map((w) => variantWidth(w.url))).toEqual([480, 480, 480, 480, 480]);
    expect(photoWants(blogs, { ...phone, devicePixelRatio: 3 }).map((w) => variantWidth(w.url))).toEqual([
      1600, 1600, 1600, 1600, 1600,
    ]);
  });

  it('asks for a photo two blogs show once, and never for photos on another host', () => {
    const shared = blogWithPhotos('a', '2026-03-01T00:00:00.000Z', 'aa01', ['aa01']);
    expect(photoWants([shared], phone)).toHaveLength(1);
    const elsewhere = blogWithPhotos('b', '2026-03-01T00:00:00.000Z', null, []);
    elsewhere.imageData.imageUrls = [photoRef('cc01', 'https://cdn.example')];
    expect(photoWants([elsewhere], phone)).toEqual([]);
  });
});
