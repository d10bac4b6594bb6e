// Stream helpers for the BlobStore contract and the adapters' own tests.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BlobObject } from '../blob-store';

export async function bytesOf(object: BlobObject | null): Promise<Buffer> {
  if (!object) throw new Error('expected an object, got null');
  return buffer(object.body);
}

/** Many small chunks, the way an upload arrives from the network. */
export function streamOf(data: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += chunkSize) yield data.subarray(i, i + chunkSize);
    })(),
  );
}
