// The 12-megapixel photo the image figures use, server side and device side alike: 4000 × 3000, noise that
// compresses like a real photo, JPEG quality 85.
import sharp from 'sharp';

export function twelveMegapixelPhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
