// /api/sync/images/{sha256}/upload: photos sent in chunks that resume where the server's copy ends
// (shared/sync/photo-upload.ts). A chunk at the wrong offset answers 409 with the offset to send from.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_CHUNK_BYTES, uploadStartSchema } from '../../../../shared/sync/photo-upload';
import { SHA256 } from '../../../../shared/sync/protocol';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { errorResponse } from '../../http/errors';
import { validate } from '../../http/validate';
import { requireWriter } from '../../http/write-limit';
import { ValidationError } from '../../services/errors';
import { appendChunk, type ChunkAnswer, startUpload } from '../../services/sync/photo-uploads';
import { UploadOffsetError } from '../../services/sync/upload-doc';

/** A photo's name in a path: its SHA-256 in lower-case hex. */
export function hashOf(param: string): string {
  if (!SHA256.test(param))
    throw new ValidationError('sha256: photos are named by their SHA-256 in lower-case hex');
  return param;
}

function offsetOf(param: string): number {
  if (!/^\d{1,9}$/.test(param)) throw new ValidationError('offset: a byte count');
  return Number(param);
}

const chunkLimit = bodyLimit({
  maxSize: MAX_UPLOAD_CHUNK_BYTES,
  onError: (c) => errorResponse(c, 413, `A chunk is at most ${MAX_UPLOAD_CHUNK_BYTES / 1024} KiB`),
});

/** 201 when this request made the photo, as the one-request upload answers. */
function reply(c: Context<AppEnv>, { created, ...answer }: ChunkAnswer): Response {
  return c.json(answer, created ? 201 : 200);
}

export function photoUploadRoutes() {
  const auth = requireUser();
  return (
    new Hono<AppEnv>({ strict: false })
      // Starting a photo counts as one write against the user's limit; its chunks do not (bounded by size).
      .post('/:sha256/upload', requireWriter(), validate('json', uploadStartSchema), async (c) => {
        const { size } = c.req.valid('json');
        return reply(c, await startUpload(c.var.deps, c.var.user._id, hashOf(c.req.param('sha256')), size));
      })
      .put('/:sha256/upload/:offset', auth, chunkLimit, async (c) => {
        const hash = hashOf(c.req.param('sha256'));
        const offset = offsetOf(c.req.param('offset'));
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await c.req.arrayBuffer());
        } catch {
          throw new ValidationError('The chunk could not be read; send it again');
        }
        try {
          return reply(c, await appendChunk(c.var.deps, c.var.user._id, hash, offset, bytes));
        } catch (error) {
          if (!(error instanceof UploadOffsetError)) throw error;
          return c.json({ message: error.message, offset: error.offset }, 409);
        }
      })
  );
}
