// A photo's ThumbHash: a ~25-byte sketch of its colours and shape that screens draw while the photo loads,
// or when it is not on the device offline. Computed once per upload, from the smallest variant made anyway.
import type { Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** ThumbHash encodes pictures of at most 100×100 pixels. */
const MAX_SIDE = 100;

/** The base64 ThumbHash of an (already oriented) picture. */
export async function thumbHashOf(image: Sharp): Promise<string> {
  const { data, info } = await image
    .clone()
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}
