// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { photoCountry } from '../../data/photo-country.ts';
import { click, eventually } from '../../test-support/render.tsx';
import {
  button,
  byLabel,
  main,
  open,
  photo,
  pick,
  setUpNewBlogPage,
  storedDrafts,
  typeInto,
} from './new-blog-page.test-kit.tsx';

// jsdom reads no EXIF: where each test photo was taken stands in (data/photo-country.test.ts reads real GPS).
const TAKEN_IN: Record<string, string> = { 'lisbon.jpg': 'portugal', 'cusco.jpg': 'peru' };
vi.mock('../../data/photo-country.ts', () => ({
  photoCountry: vi.fn(async (file: File) => TAKEN_IN[file.name] ?? null),
}));

setUpNewBlogPage();

const question = () => main().querySelector('.country-suggestion [role="status"]')?.textContent ?? '';
const buttons = () => main().querySelector('.country-suggestion__buttons');

describe('country from the photo', () => {
  it('asks "taken in portugal?" for a hero taken there; "use" fills the country field and the draft', async () => {
    await open('/new-blog');
    await pick('hero image', [photo('lisbon.jpg')]);
    await eventually(() => expect(question()).toBe('taken in portugal?'));
    expect(byLabel('country').value).toBe('');

    await click(button('use portugal'));
    expect(byLabel('country').value).toBe('portugal');
    // The buttons are gone: focus goes on to the field the answer went into.
    expect(document.activeElement).toBe(byLabel('country'));
    expect(question()).toBe('');
    expect(buttons()).toBeNull();
    await eventually(async () => expect((await storedDrafts())[0]?.country).toBe('portugal'));

    // Emptying the field again does not bring the answered question back.
    await typeInto(byLabel('country'), '');
    expect(question()).toBe('');
  });

  it('leaves the field as it is on "dismiss", and asks again only when the first photo changes', async () => {
    await open('/new-blog');
    await pick('hero image', [photo('lisbon.jpg')]);
    await eventually(() => expect(question()).toBe('taken in portugal?'));
    expect(button('dismiss')?.getAttribute('aria-label')).toBe('dismiss the country suggestion');
    await click(button('dismiss'));
    expect(byLabel('country').value).toBe('');
    expect(document.activeElement).toBe(byLabel('country'));
    expect(question()).toBe('');

    // More photos after the hero leave it first: nothing new to ask.
    await pick('images', [photo('cusco.jpg')]);
    await eventually(() => expect(main().querySelectorAll('.image-picker__item')).toHaveLength(2));
    expect(question()).toBe('');

    // A new hero is a new first photo.
    await pick('hero image', [photo('cusco.jpg')]);
    await eventually(() => expect(question()).toBe('taken in peru?'));
  });

  it('keeps a country the user typed: no question over it', async () => {
    await open('/new-blog');
    await typeInto(byLabel('country'), 'spain');
    await pick('hero image', [photo('lisbon.jpg')]);
    await eventually(() => expect(main().querySelectorAll('.image-picker__item')).toHaveLength(1));
    expect(question()).toBe('');
    expect(button('use portugal')).toBeUndefined();
    expect(byLabel('country').value).toBe('spain');
  });

  it('asks about the first image when there is no hero, reading no other photo of the pick', async () => {
    await open('/new-blog');
    vi.mocked(photoCountry).mockClear();
    await pick('images', [photo('cusco.jpg'), photo('lisbon.jpg')]);
    await eventually(() => expect(question()).toBe('taken in peru?'));
    expect(vi.mocked(photoCountry).mock.calls.map(([file]) => (file as File).name)).toEqual(['cusco.jpg']);
  });

  it('asks nothing for a photo without a place', async () => {
    await open('/new-blog');
    await pick('hero image', [photo('home.jpg')]);
    await eventually(() => expect(main().querySelectorAll('.image-picker__item')).toHaveLength(1));
    expect(question()).toBe('');
    expect(buttons()).toBeNull();
  });
});
