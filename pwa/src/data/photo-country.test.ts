import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countryAt, fieldName, photoCountry } from './photo-country.ts';

/** A small JPEG, with EXIF GPS when `gps` is given (degrees, minutes, seconds as EXIF rationals). */
async function photo(gps?: Record<string, string>): Promise<Blob> {
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } }).jpeg();
  const bytes = await (gps ? image.withExif({ IFD3: gps }) : image).toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

const LISBON = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '38/1 42/1 0/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '9/1 8/1 0/1',
};

describe('country from a photo', () => {
  it('answers the country of the photo’s GPS position in lower case, as the country field holds it', async () => {
    expect(await photoCountry(await photo(LISBON))).toBe('portugal');
  });

  it('answers no country for a photo without GPS', async () => {
    expect(await photoCountry(await photo())).toBeNull();
  });

  it('answers no country for a file that is no photo at all, rather than failing', async () => {
    expect(await photoCountry(new Blob(['not a photo'], { type: 'image/jpeg' }))).toBeNull();
  });

  it('places islands with their country and the open sea with none', async () => {
    expect(await countryAt({ latitude: 32.65, longitude: -16.9 })).toBe('portugal');
    expect(await countryAt({ latitude: -13.16, longitude: -72.54 })).toBe('peru');
    expect(await countryAt({ latitude: 55.95, longitude: -3.19 })).toBe('united kingdom');
    expect(await countryAt({ latitude: 30, longitude: -40 })).toBeNull();
    expect(await countryAt({ latitude: Number.NaN, longitude: 0 })).toBeNull();
  });

  it('names a country as people write it, and a territory with a code of its own for itself', async () => {
    expect(await countryAt({ latitude: 39.9, longitude: 116.4 })).toBe('china');
    expect(await countryAt({ latitude: 40.7, longitude: -74 })).toBe('united states');
    expect(await countryAt({ latitude: 55.68, longitude: 12.57 })).toBe('denmark');
    expect(await countryAt({ latitude: 18.4, longitude: -66.1 })).toBe('puerto rico');
    expect(await countryAt({ latitude: 64.2, longitude: -51.7 })).toBe('greenland');
    expect(fieldName('Democratic Republic of the Congo')).toBe('democratic republic of the congo');
    expect(fieldName('Republic of the Congo')).toBe('congo');
  });
});
