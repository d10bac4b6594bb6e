// Plain-colour JPEG test photos made with sharp, for uploads through the API and through file inputs.
import sharp from 'sharp';

/** A JPEG of one colour, 800 × 600 unless told. */
export function jpeg(background: string, width = 800, height = 600): Promise<Buffer<ArrayBuffer>> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** A file for setInputFiles or a file chooser. */
export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer<ArrayBuffer>;
}

/** A JPEG as a Blob, for a multipart FormData upload. */
export async function jpegBlob(background: string): Promise<Blob> {
  return new Blob([await jpeg(background)], { type: 'image/jpeg' });
}

/** A named JPEG file for setInputFiles or a file chooser, 800 px wide unless told. */
export async function jpegFile(name: string, background: string, width = 800): Promise<PhotoFile> {
  return { name, mimeType: 'image/jpeg', buffer: await jpeg(background, width) };
}
