// Issue 17: the country a photo was taken in, from its GPS coordinates, found on the device. The EXIF
// reader and the country borders are loaded only when a photo is picked, so the first visit stays small.
// The coordinates go no further than this file: only the country's name is answered, and it is neither
// stored nor sent unless the user puts it in the country field.

/** A place in degrees, as EXIF GPS gives it. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

// Formal names in the dataset, shortened to what people write: "china", not "people's republic of china".
const FORMAL = /^(people's republic of|kingdom of|republic of|bailiwick of) (the )?/;
const SHORT: Record<string, string> = { 'united states of america': 'united states' };

/** The dataset's English name as the blog's country field holds it: lower case, as people write it. */
export function fieldName(nameEn: string): string {
  const name = nameEn.toLowerCase();
  return SHORT[name] ?? name.replace(FORMAL, '');
}

/**
 * The country at `place`; null at sea or off the map. A territory with a country code of its own
 * (Puerto Rico, Greenland, Hong Kong) is named for itself, as people travelling there write it; a region
 * without one (Madeira, Scotland) by its country.
 */
export async function countryAt({ latitude, longitude }: Coordinates): Promise<string | null> {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const { feature } = await import('@rapideditor/country-coder');
  const found = feature([longitude, latitude], { level: 'territory', withProp: 'iso1A2' });
  return found ? fieldName(found.properties.nameEn) : null;
}

/**
 * The country of the photo's GPS position, read from the picked file before it is resized (resizing
 * drops the metadata). Null for a photo without GPS or one that cannot be read: a missing suggestion
 * is no error for the user.
 */
export async function photoCountry(file: Blob): Promise<string | null> {
  try {
    const { gps } = await import('exifr');
    // exifr reads a Blob only in browsers; the bytes themselves work everywhere (and in tests).
    const place = await gps(await file.arrayBuffer());
    return place ? await countryAt(place) : null;
  } catch {
    return null;
  }
}
