// The placeholder figure: what computing a photo's ThumbHash adds to each upload on the server, for a 12 MP
// and a 2 MP photo (encodeVariants sketches it from the smallest WebP variant, which it makes anyway; the
// time to make that variant is in the encodeVariants figure), and for comparison from the original photo;
// and what drawing one costs a screen (the hash decoded to a PNG data URL).
import sharp from 'sharp';
import { thumbHashToDataURL } from 'thumbhash';
import { UPLOAD_DECODE_OPTIONS } from '../sync-server/src/services/images/limits';
import { thumbHashOf } from '../sync-server/src/services/images/placeholder';
import { encodeVariants } from '../sync-server/src/services/images/variants';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { recordFigures } from './results';

const RUNS = 10;
const DECODES = 1000;

const line = (label: string, ms: number, note: string) =>
  console.log(`${label.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms/photo (${note})`);

async function msPerRun(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) await fn();
  return (performance.now() - started) / RUNS;
}

const figures: Record<string, number> = {};

async function perPhoto(label: string, width: number, height: number): Promise<string> {
  const photo = await noisyPhoto(width, height);
  const image = await encodeVariants(photo);
  const smallest = image.variants[0]?.data ?? photo;
  const fromVariant = await msPerRun(() => thumbHashOf(sharp(smallest)));
  line(`placeholder (ThumbHash), ${label}`, fromVariant, `${RUNS} runs`);
  const original = await msPerRun(() => thumbHashOf(sharp(photo, UPLOAD_DECODE_OPTIONS).autoOrient()));
  line(`  from the original instead`, original, `${RUNS} runs`);
  figures[`${label}: ms per photo`] = fromVariant;
  figures[`${label}: ms per photo from the original`] = original;
  return image.thumbhash;
}

export async function placeholderBench(): Promise<void> {
  await perPhoto('12 MP JPEG', 4000, 3000);
  const hash = await perPhoto('2 MP JPEG', 1600, 1200);
  const bytes = Buffer.from(hash, 'base64');
  const started = performance.now();
  for (let i = 0; i < DECODES; i++) thumbHashToDataURL(bytes);
  const drawn = (performance.now() - started) / DECODES;
  line('placeholder drawn (hash to data URL)', drawn, `${bytes.length} bytes`);
  recordFigures('placeholders', {
    ...figures,
    'drawn (hash to data URL): ms': drawn,
    hashBytes: bytes.length,
  });
}
