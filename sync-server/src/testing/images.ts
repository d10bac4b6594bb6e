// Image fixtures for tests, made on the fly with sharp so no binary files are committed.
import sharp from 'sharp';

export function photo(color = '#c63', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying GPS coordinates in its EXIF, as phone photos do. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExifMerge({ IFD0: { Copyright: 'me' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

/** A decompression bomb: a tiny PNG file whose 64 megapixels would take 256 MB once decoded. */
export function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 8000, channels: 4, background: '#fff' } })
    .png()
    .toBuffer();
}

export const notAnImage = new TextEncoder().encode('<html><script>alert(1)</script></html>');

/** A JPEG of noise: it compresses like a real photo, so a small one still spans several upload chunks. */
export function noisyPhoto(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}
