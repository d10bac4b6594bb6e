import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../../shared/sync/photo-upload.ts';
import { ApiError } from '../api/client.ts';
import { type Reply, type UploadTransport, uploadInChunks } from './chunked-upload.ts';

const IMAGE = { id: 'sha', url: '/media/x.webp', width: 1, height: 1, variants: [] };
const SIZE = 2 * UPLOAD_CHUNK_BYTES + 10;

/** A transport answering from a script of replies, noting each request as `METHOD path`. */
function scripted(replies: [number, unknown][]) {
  const sent: string[] = [];
  const transport: UploadTransport = {
    send: async (method, path) => {
      sent.push(`${method} ${path.replace(/^\/api\/sync\/images\/sha\/upload/, '')}`);
      const [status, body] = replies.shift() ?? [500, { message: 'script ended' }];
      return { status, text: JSON.stringify(body), token: 't' };
    },
    read: <T>({ status, text }: Reply): T => {
      const body = JSON.parse(text) as T & { message?: string };
      if (status >= 300) throw new ApiError(body.message ?? 'failed', status);
      return body;
    },
  };
  return { sent, transport };
}

const upload = (transport: UploadTransport, progress: number[] = []) =>
  uploadInChunks(transport, 'sha', new Blob([new Uint8Array(SIZE)]), (n) => progress.push(n));

describe('chunked photo upload', () => {
  it('starts where the server’s copy ends and reports those bytes as sent', async () => {
    const { sent, transport } = scripted([
      [200, { offset: UPLOAD_CHUNK_BYTES, size: SIZE }],
      [200, { offset: 2 * UPLOAD_CHUNK_BYTES, size: SIZE }],
      [201, { image: IMAGE }],
    ]);
    const progress: number[] = [];
    expect(await upload(transport, progress)).toEqual(IMAGE);
    expect(sent).toEqual(['POST ', `PUT /${UPLOAD_CHUNK_BYTES}`, `PUT /${2 * UPLOAD_CHUNK_BYTES}`]);
    expect(progress).toEqual([UPLOAD_CHUNK_BYTES, 2 * UPLOAD_CHUNK_BYTES, SIZE]);
  });

  it('follows the offset a 409 names, and starts again when the server lost the upload', async () => {
    const { sent, transport } = scripted([
      [200, { offset: 0, size: SIZE }],
      [409, { message: 'elsewhere', offset: 2 * UPLOAD_CHUNK_BYTES }],
      [404, { message: 'No upload of this photo is under way' }],
      [200, { offset: 0, size: SIZE }],
      [409, { message: 'every byte is in', offset: SIZE }],
      [200, { image: IMAGE }],
    ]);
    expect(await upload(transport)).toEqual(IMAGE);
    expect(sent).toEqual(['POST ', 'PUT /0', `PUT /${2 * UPLOAD_CHUNK_BYTES}`, 'POST ', 'PUT /0', 'POST ']);
  });

  it('answers a photo the server already has without sending a byte, and passes refusals on', async () => {
    const known = scripted([[200, { image: IMAGE }]]);
    expect(await upload(known.transport)).toEqual(IMAGE);
    expect(known.sent).toEqual(['POST ']);
    const refused = scripted([
      [200, { offset: 0, size: SIZE }],
      [415, { message: 'Only JPEG, PNG, WebP, GIF, AVIF or HEIC images are accepted' }],
    ]);
    await expect(upload(refused.transport)).rejects.toMatchObject({ status: 415 });
  });

  it('gives up on offsets that keep missing rather than going round for ever', async () => {
    const elsewhere: [number, unknown] = [409, { message: 'elsewhere', offset: UPLOAD_CHUNK_BYTES }];
    const { sent, transport } = scripted([[200, { offset: 0, size: SIZE }], ...Array(10).fill(elsewhere)]);
    await expect(upload(transport)).rejects.toMatchObject({ status: 409 });
    expect(sent.length).toBeLessThan(8);
  });
});
