// The record of a photo a user is uploading in chunks (shared/sync/photo-upload.ts): one per user and
// hash in the DocumentStore, so any server instance can take the next chunk, with the keys of the parts
// received so far. `received` only moves by a compare-and-set on its current value, so two requests
// sending the same bytes can never both be appended.
import { ConflictError } from '../errors';
import { MAX_IMAGE_BYTES } from '../images/limits';

export const UPLOADS = 'sync_uploads';

export interface UploadDoc {
  /** `<userId>:<sha256>`: one upload per user and photo; another user's bytes are never reached. */
  _id: string;
  userID: string;
  sha256: string;
  /** The whole photo's bytes, as the device declared them. */
  size: number;
  received: number;
  /** Part keys in order; their lengths add up to `received`. */
  parts: string[];
  folder: string;
  createdAt: string;
  touchedAt: string;
}

export const uploadId = (userId: string, hash: string): string => `${userId}:${hash}`;

/** An upload no chunk reached for this long is abandoned: its parts are swept. */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Per user: at most this many photos part-way up, and this many bytes declared by them together, so a
 * hostile account cannot fill the disk with parts. A device sends three at a time.
 */
export const MAX_OPEN_UPLOADS = 8;
export const MAX_OPEN_UPLOAD_BYTES = 4 * MAX_IMAGE_BYTES;
/** To make room for a new upload, the user's uploads idle this long are given up first. */
export const UPLOAD_IDLE_MS = 10 * 60 * 1000;

export const TOO_LARGE = `That image is too large (at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB)`;

/** A chunk that does not start where the server's copy ends: the answer says where that is. */
export class UploadOffsetError extends ConflictError {
  constructor(readonly offset: number) {
    super(`The server has this photo up to byte ${offset}; send the rest from there`);
  }
}
