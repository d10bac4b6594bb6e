// Resumable photo uploads (docs/sync.md "Photos"). A photo larger than one chunk goes up in pieces, so an
// upload cut short (a dropped connection, a restarted server, a device gone offline) resumes where the
// server's copy ends instead of from the first byte:
//   POST /api/sync/images/{sha256}/upload  {size}  → {offset, size}, or {image} when the server has it
//   PUT  /api/sync/images/{sha256}/upload/{offset}  (the bytes from offset)  → {offset, size}, or {image}
//        once the last byte is in; 409 {message, offset} when the server's copy ends elsewhere.
// The single `PUT /api/sync/images/{sha256}` of the whole photo stays for small photos and old clients.
import { z } from 'zod';
import type { ImageRef } from '../entities/image';

/** What the device sends per request: large enough that round trips cost little, small enough to resume. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** The server's bounds on a chunk; only the last may be shorter than the minimum (so parts stay few). */
export const MIN_UPLOAD_CHUNK_BYTES = 64 * 1024;
export const MAX_UPLOAD_CHUNK_BYTES = 1024 * 1024;

export const uploadStartSchema = z.object({ size: z.int().min(1) });

/** How far an upload is, or the photo the server made of it. */
export type UploadProgressAnswer = { offset: number; size: number } | { image: ImageRef };
