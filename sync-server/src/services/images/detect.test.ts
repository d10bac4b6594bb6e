import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, IMAGE_MIME_TYPES, IMAGE_TYPES, type ImageType } from './detect';

function tiny(): Sharp {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 10, g: 120, b: 200 } } });
}

/** An ISO BMFF `ftyp` box as the first bytes of a file, followed by filler standing in for the rest. */
function ftyp(major: string, compatible: string[]): Buffer {
  const brands = Buffer.from(compatible.join(''), 'latin1');
  const header = Buffer.alloc(16);
  header.writeUInt32BE(16 + brands.length, 0);
  header.write('ftyp', 4, 'latin1');
  header.write(major, 8, 'latin1');
  return Buffer.concat([header, brands, Buffer.alloc(32)]);
}

describe('detectImageType', () => {
  const written: [ImageType, () => Promise<Buffer>][] = [
    ['jpeg', () => tiny().jpeg().toBuffer()],
    ['png', () => tiny().png().toBuffer()],
    ['webp', () => tiny().webp().toBuffer()],
    ['gif', () => tiny().gif().toBuffer()],
    ['avif', () => tiny().avif().toBuffer()],
  ];
  it.each(written)('recognises %s written by sharp', async (type, make) => {
    expect(detectImageType(await make())).toBe(type);
  });

  it('recognises GIF87a as well as GIF89a', () => {
    expect(detectImageType(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('recognises HEIC by its ftyp brand', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']) {
      expect(detectImageType(ftyp(brand, ['mif1', 'heic']))).toBe('heic');
    }
  });

  it('recognises AVIF by its major brand or a compatible one', () => {
    expect(detectImageType(ftyp('avis', ['msf1']))).toBe('avif');
    expect(detectImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('avif');
  });

  it('ignores compatible brands past the end of the ftyp box', () => {
    const box = ftyp('isom', ['mp41']);
    const after = Buffer.from('avif', 'latin1');
    expect(detectImageType(Buffer.concat([box.subarray(0, 20), after]))).toBeNull();
  });

  it('refuses other ISO BMFF files such as MP4 video', () => {
    expect(detectImageType(ftyp('isom', ['isom', 'iso2', 'mp41']))).toBeNull();
  });

  const negatives: [string, Buffer][] = [
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG with XML prolog', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', Buffer.from('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
    ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1')],
    ['text renamed .jpg', Buffer.from('These are my holiday notes, not a photo.\n')],
    ['3 random bytes', Buffer.from([0x13, 0x37, 0x42])],
    ['a JPEG signature cut short', Buffer.from([0xff, 0xd8])],
    ['RIFF that is not WebP', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['empty', Buffer.alloc(0)],
  ];
  it.each(negatives)('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

describe('IMAGE_MIME_TYPES', () => {
  it('names an image/* type for every detected type', () => {
    for (const type of IMAGE_TYPES) expect(IMAGE_MIME_TYPES[type]).toMatch(/^image\/[a-z]+$/);
    expect(IMAGE_MIME_TYPES.jpeg).toBe('image/jpeg');
    expect(IMAGE_MIME_TYPES.heic).toBe('image/heic');
  });
});
