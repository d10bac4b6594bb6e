// The last byte of a chunked upload is in: the parts are joined, the whole checked against its hash and
// handed to the same path as a one-request upload (images.ts), then the record and its parts go. A photo
// the server refuses (a wrong hash, not a picture) is dropped with its parts: sending it again cannot help.
import type { ImageRef } from '../../../../shared/entities/image';
import type { Deps } from '../../deps';
import { AppError } from '../errors';
import { IMAGES, type ImageDoc, uploadImageByHash } from './images';
import { UPLOADS, type UploadDoc, UploadOffsetError } from './upload-doc';
import { deleteParts, readParts } from './upload-parts';

type Stores = Pick<Deps, 'store' | 'blobs'>;

/** Removes the record first: once it is gone no request appends to the folder, whose parts then go. */
export async function dropUpload(deps: Stores, doc: UploadDoc): Promise<void> {
  await deps.store.collection<UploadDoc>(UPLOADS).deleteOne({ _id: doc._id, folder: doc.folder });
  await deleteParts(deps.blobs, doc.folder);
}

export async function finishUpload(
  deps: Stores,
  doc: UploadDoc,
): Promise<{ image: ImageRef; created: boolean }> {
  const bytes = await readParts(deps.blobs, doc.parts);
  if (!bytes || bytes.length !== doc.size) {
    // Another request finished it meanwhile, or its parts were lost: the registry says which.
    const done = await deps.store.collection<ImageDoc>(IMAGES).findOne({ _id: doc.sha256 });
    if (done) return { image: done.ref, created: false };
    await dropUpload(deps, doc);
    throw new UploadOffsetError(0);
  }
  try {
    const result = await uploadImageByHash(deps, doc.userID, doc.sha256, bytes);
    await dropUpload(deps, doc);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) await dropUpload(deps, doc);
    throw error;
  }
}
