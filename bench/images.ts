// The server's image pipeline: encoding a 12 MP photo's variants, and 20 uploads arriving at once through
// the bounded queue with the resident memory they take.
import { encodeQueued } from '../sync-server/src/services/images/encode-limit';
import { encodeVariants } from '../sync-server/src/services/images/variants';
import { recordFigures } from './results';
import { twelveMegapixelPhoto } from './sample-photo';
import { mib, peakRss, timed } from './timed';

export async function imageBench(): Promise<void> {
  const photo = await twelveMegapixelPhoto();
  const encode = await timed('encodeVariants, 12-megapixel JPEG', 5, 'images', async () => {
    for (let i = 0; i < 5; i++) await encodeVariants(photo);
  });
  const queued = await peakRss(() =>
    timed('20 concurrent 12 MP uploads (queued)', 20, 'images', () =>
      Promise.all(Array.from({ length: 20 }, () => encodeQueued(photo))),
    ),
  );
  console.log(
    `  peak resident memory while encoding them        ${mib(queued.peak)} MiB (${mib(queued.above)} MiB above idle)`,
  );
  recordFigures('images', {
    encodeVariantsPerSec: encode.perSecond,
    queuedUploadsPerSec: queued.result.perSecond,
    queuedPeakRssBytes: queued.peak,
  });
}
