// A photo larger than one chunk goes up in chunks that resume where the server's copy ends
// (shared/sync/photo-upload.ts): after a dropped connection, a restarted server or a night offline, the
// next attempt asks how far the server got and sends only the rest.
import type { ImageRef } from '../../../shared/entities/image.ts';
import { UPLOAD_CHUNK_BYTES, type UploadProgressAnswer } from '../../../shared/sync/photo-upload.ts';
import type { UploadAnswer } from './xhr-upload.ts';

/** An HTTP answer with the token its request carried (a 401 expires only that session). */
export type Reply = UploadAnswer & { token: string };

export interface UploadTransport {
  /** Sends the body; answers any HTTP reply and throws ApiError only when none arrived. */
  send(
    method: 'POST' | 'PUT',
    path: string,
    body: Blob | string,
    contentType: string,
    onProgress?: (loaded: number) => void,
  ): Promise<Reply>;
  /** The reply's JSON body, or the ApiError its status means. */
  read<T>(reply: Reply): T;
}

/** An upload the server no longer has (swept, given way to another) is started again this often. */
const RESTARTS = 2;
/** Offsets the server names that keep missing mean a bug on one side; the attempt ends rather than spin. */
const MISMATCHES = 3;

function offsetIn(reply: Reply, size: number): number | null {
  try {
    const { offset } = JSON.parse(reply.text) as { offset?: unknown };
    return Number.isSafeInteger(offset) && (offset as number) >= 0 && (offset as number) <= size
      ? (offset as number)
      : null;
  } catch {
    return null;
  }
}

export async function uploadInChunks(
  transport: UploadTransport,
  sha256: string,
  blob: Blob,
  onProgress: (loaded: number) => void,
): Promise<ImageRef> {
  const path = `/api/sync/images/${sha256}/upload`;
  const start = async () =>
    transport.read<UploadProgressAnswer>(
      await transport.send('POST', path, JSON.stringify({ size: blob.size }), 'application/json'),
    );
  let state = await start();
  let restarts = 0;
  let mismatches = 0;
  for (;;) {
    if ('image' in state) {
      onProgress(blob.size);
      return state.image;
    }
    const { offset } = state;
    onProgress(offset);
    const chunk = blob.slice(offset, offset + UPLOAD_CHUNK_BYTES);
    const reply = await transport.send(
      'PUT',
      `${path}/${offset}`,
      chunk,
      'application/octet-stream',
      (loaded) => onProgress(offset + Math.min(loaded, chunk.size)),
    );
    const expected = reply.status === 409 ? offsetIn(reply, blob.size) : null;
    // The server has every byte but has not made the photo yet (it stopped in between): starting again
    // makes it.
    const restart = reply.status === 404 || expected === blob.size;
    if (expected !== null && !restart && mismatches++ < MISMATCHES)
      state = { offset: expected, size: blob.size };
    else if (restart && restarts++ < RESTARTS) state = await start();
    else state = transport.read<UploadProgressAnswer>(reply);
    if (reply.status < 300) mismatches = 0;
  }
}
