// Blob store on S3 or an S3-compatible service (real mode; s3rver in tests).
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { GetObjectCommandOutput, S3ClientConfig } from '@aws-sdk/client-s3';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { BlobObject, BlobStore } from '../../ports/blob-store';
import { assertBlobKey, isValidBlobKey, RangeNotSatisfiableError } from '../../ports/blob-store';
import { assertBlobPrefix, assertByteRange } from './arguments';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver); AWS itself when omitted. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the bucket (or its CDN); without it the server proxies `/media/<key>`. */
  publicUrl?: string;
  /** Defaults to true when an endpoint is given: most compatible services have no per-bucket hosts. */
  forcePathStyle?: boolean;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;
const FALLBACK_TYPE = 'application/octet-stream';

function errorName(error: unknown): string | undefined {
  return error instanceof S3ServiceException ? error.name : undefined;
}

/** GetObject says NoSuchKey; HeadObject has no body to say it in, so the SDK names it NotFound. */
function isMissing(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NoSuchKey' || name === 'NotFound';
}

function isBadRange(error: unknown): boolean {
  return (
    errorName(error) === 'InvalidRange' ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
  );
}

/** `bytes 0-9/1234` → the served slice and the object's size. */
function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header) : null;
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) };
}

export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const { bucket: Bucket, region, endpoint, accessKeyId, secretAccessKey } = options;
  const config: S3ClientConfig = {
    region,
    forcePathStyle: options.forcePathStyle ?? endpoint !== undefined,
    // The SDK's default (WHEN_SUPPORTED) sends bodies aws-chunked with a trailing CRC; s3rver does not
    // decode that framing and stores it inside the object, silently corrupting every streamed upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint !== undefined ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
  const client = new S3Client(config);
  const urlBase = (options.publicUrl ?? '/media').replace(/\/+$/, '');

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  function toBlobObject(out: GetObjectCommandOutput, ranged: boolean): BlobObject {
    const body = out.Body;
    if (!(body instanceof Readable)) throw new Error('S3 GetObject answered without a Node stream body');
    const contentType = out.ContentType ?? FALLBACK_TYPE;
    const length = out.ContentLength ?? 0;
    const served = parseContentRange(out.ContentRange);
    // A server may ignore a Range and send everything (200); then no range was served.
    if (!ranged || !served) return { body, contentType, length, totalSize: served?.total ?? length };
    return {
      body,
      contentType,
      length,
      totalSize: served.total,
      range: { start: served.start, end: served.end },
    };
  }

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      assertBlobKey(key);
      // Images are size-limited upstream, so holding one in memory is cheap, and a Buffer gives
      // PutObject a known length without a multipart upload or chunked encoding.
      const data = body instanceof Readable ? await buffer(body) : body;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
        }),
      );
      return { key, size: data.length };
    },

    async get(key, range) {
      assertBlobKey(key);
      if (range) assertByteRange(range);
      const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        return toBlobObject(await client.send(new GetObjectCommand({ Bucket, Key: key, Range })), !!range);
      } catch (error) {
        if (isMissing(error)) return null;
        if (!range || !isBadRange(error)) throw error;
        // S3's 416 does not say how big the object is, and the caller needs it for Content-Range.
        const total = await sizeOf(key);
        if (total === null) return null;
        throw new RangeNotSatisfiableError(total);
      }
    },

    async exists(key) {
      assertBlobKey(key);
      return (await sizeOf(key)) !== null;
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteMany(keys) {
      keys.forEach(assertBlobKey);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const out = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        // DeleteObjects answers 200 even when some keys failed; the failures are only in the body.
        const failed = out.Errors?.[0];
        if (failed) {
          const count = out.Errors?.length ?? 1;
          throw new Error(`S3 could not delete ${count} object(s), e.g. ${failed.Key}: ${failed.Message}`);
        }
      }
    },

    async list(prefix = '') {
      assertBlobPrefix(prefix);
      const keys: string[] = [];
      const pages = paginateListObjectsV2({ client }, { Bucket, ...(prefix ? { Prefix: prefix } : {}) });
      for await (const page of pages) {
        for (const { Key } of page.Contents ?? []) {
          // Objects put there by other tools are not this store's to report (or to delete as orphans).
          if (Key !== undefined && isValidBlobKey(Key)) keys.push(Key);
        }
      }
      return keys.sort();
    },

    // PutObject stores the whole object or nothing, so an interrupted put leaves nothing to sweep.
    sweepLeftovers: async () => 0,

    publicUrl(key) {
      assertBlobKey(key);
      return `${urlBase}/${key}`;
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
