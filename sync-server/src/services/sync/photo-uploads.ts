// Photos uploaded in chunks (shared/sync/photo-upload.ts): start or resume an upload, then append chunks
// at the offset where the server's copy ends. Every chunk is stored as a part before the record moves on
// by a compare-and-set, so a request that fails or loses a race leaves the upload as it was.
import type { UploadProgressAnswer } from '../../../../shared/sync/photo-upload';
import { MIN_UPLOAD_CHUNK_BYTES } from '../../../../shared/sync/photo-upload';
import type { Deps } from '../../deps';
import { failpoint } from '../../failpoints';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../errors';
import { assertImageBytes, MAX_IMAGE_BYTES } from '../images/limits';
import { IMAGES, type ImageDoc, restartUnusedDay } from './images';
import { TOO_LARGE, UPLOADS, type UploadDoc, UploadOffsetError, uploadId } from './upload-doc';
import { dropUpload, finishUpload } from './upload-finish';
import { partKey } from './upload-parts';
import { openUpload } from './upload-quota';

type Stores = Pick<Deps, 'store' | 'blobs'>;
export type ChunkAnswer = UploadProgressAnswer & { created?: boolean };

const NO_UPLOAD = 'No upload of this photo is under way; start it again';

const known = (deps: Stores, hash: string) => deps.store.collection<ImageDoc>(IMAGES).findOne({ _id: hash });

/** Where the user's upload of this photo stands, opened when there is none; the photo when it is known. */
export async function startUpload(
  deps: Stores,
  userId: string,
  hash: string,
  size: number,
  now = new Date(),
): Promise<ChunkAnswer> {
  if (size > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(TOO_LARGE);
  const image = await known(deps, hash);
  if (image) {
    await restartUnusedDay(deps, hash, now);
    return { image: image.ref };
  }
  let doc = await openUpload(deps, userId, hash, size, now);
  if (doc.size !== size) {
    // Bytes declared with another length cannot both hash to this photo: the device's word now counts.
    await dropUpload(deps, doc);
    doc = await openUpload(deps, userId, hash, size, now);
  }
  // Every byte arrived, but the photo was never made (the server stopped in between): make it now.
  if (doc.received === doc.size) return finishUpload(deps, doc);
  return { offset: doc.received, size: doc.size };
}

function checkChunk(doc: UploadDoc, offset: number, bytes: Uint8Array): void {
  if (bytes.length === 0) throw new ValidationError('The chunk is empty');
  if (offset !== doc.received) throw new UploadOffsetError(doc.received);
  const end = offset + bytes.length;
  if (end > doc.size) throw new PayloadTooLargeError(`The chunk runs past the photo's ${doc.size} bytes`);
  if (end < doc.size && bytes.length < MIN_UPLOAD_CHUNK_BYTES)
    throw new ValidationError(`Send at least ${MIN_UPLOAD_CHUNK_BYTES / 1024} KiB per chunk but the last`);
  // The first bytes say whether this is a picture at all, before megabytes of anything else are kept.
  if (offset === 0) assertImageBytes(bytes);
}

/** Appends the bytes at offset; answers where the upload stands, or the photo once the last byte is in. */
export async function appendChunk(
  deps: Stores,
  userId: string,
  hash: string,
  offset: number,
  bytes: Uint8Array,
  now = new Date(),
): Promise<ChunkAnswer> {
  const uploads = deps.store.collection<UploadDoc>(UPLOADS);
  const id = uploadId(userId, hash);
  const doc = await uploads.findOne({ _id: id });
  if (!doc) {
    // The answer to the last chunk was lost, and the photo made: the device hears of it now.
    const image = await known(deps, hash);
    if (image) return { image: image.ref };
    throw new NotFoundError(NO_UPLOAD);
  }
  checkChunk(doc, offset, bytes);
  const key = partKey(doc.folder, offset);
  await deps.blobs.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    contentType: 'application/octet-stream',
  });
  // The crash tests kill the server here: the part is stored, the record has not moved on (faults/).
  failpoint('upload.part-stored');
  const moved = await uploads.findOneAndUpdate(
    { _id: id, folder: doc.folder, received: offset },
    { $set: { received: offset + bytes.length, touchedAt: now.toISOString() }, $push: { parts: key } },
  );
  if (!moved) {
    // Another request appended these bytes first, or the upload was dropped meanwhile.
    await deps.blobs.delete(key);
    const current = await uploads.findOne({ _id: id });
    if (current) throw new UploadOffsetError(current.received);
    const image = await known(deps, hash);
    if (image) return { image: image.ref };
    throw new NotFoundError(NO_UPLOAD);
  }
  if (moved.received === moved.size) return finishUpload(deps, moved);
  return { offset: moved.received, size: moved.size };
}
