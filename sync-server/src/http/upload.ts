// Reads one uploaded file from a multipart form. The bytes' type is decided later from magic bytes;
// here only that a file is there.
import type { Context } from 'hono';
import { ValidationError } from '../services/errors';

export async function readUploadedFile(c: Context, field: string): Promise<Uint8Array> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new ValidationError(`Send the image as multipart/form-data in the field "${field}"`);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ValidationError('The upload could not be read');
  }
  const file = body[field];
  if (!(file instanceof File)) throw new ValidationError(`Choose an image file for "${field}"`);
  return new Uint8Array(await file.arrayBuffer());
}
