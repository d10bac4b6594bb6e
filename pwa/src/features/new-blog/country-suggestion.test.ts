import { describe, expect, it } from 'vitest';
import { countrySuggestion } from './country-suggestion.ts';
import type { PickedPhoto, PickedPhotos } from './use-draft-photos.ts';

const photo = (key: number, country?: string | null): PickedPhoto => ({
  key,
  name: `${key}.jpg`,
  blob: new Blob(),
  stored: null,
  ...(country !== undefined && { country }),
});
const set = (hero: PickedPhoto | null, ...images: PickedPhoto[]): PickedPhotos => ({ hero, images });

describe('the country the first photo suggests', () => {
  it('suggests the country of the hero, where it was taken', () => {
    expect(countrySuggestion(set(photo(1, 'portugal')), '', null)).toEqual({ key: 1, country: 'portugal' });
  });

  it('takes the first image when there is no hero, and never a later one', () => {
    expect(countrySuggestion(set(null, photo(2, 'peru'), photo(3, 'chile')), '', null)?.country).toBe('peru');
    expect(countrySuggestion(set(null, photo(2, null), photo(3, 'chile')), '', null)).toBeNull();
  });

  it('lets the hero speak over the images, even when the hero has no place', () => {
    expect(countrySuggestion(set(photo(1, null), photo(2, 'peru')), '', null)).toBeNull();
    expect(countrySuggestion(set(photo(1, 'portugal'), photo(2, 'peru')), '', null)?.country).toBe(
      'portugal',
    );
  });

  it('suggests nothing without photos or for photos kept with a draft (their GPS is gone)', () => {
    expect(countrySuggestion(set(null), '', null)).toBeNull();
    expect(countrySuggestion(set(photo(1)), '', null)).toBeNull();
  });

  it('keeps a country the user typed: no suggestion over it', () => {
    expect(countrySuggestion(set(photo(1, 'portugal')), 'spain', null)).toBeNull();
    expect(countrySuggestion(set(photo(1, 'portugal')), '  ', null)?.country).toBe('portugal');
  });

  it('asks once per first photo: an answered photo is quiet, a new first photo asks again', () => {
    expect(countrySuggestion(set(photo(1, 'portugal')), '', 1)).toBeNull();
    expect(countrySuggestion(set(photo(4, 'spain')), '', 1)).toEqual({ key: 4, country: 'spain' });
  });
});
