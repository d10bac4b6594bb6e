// Binary objects (images) as the services see them. Adapters: files on disk (embedded) and S3 (real).
// Keys are made by the server only; isValidBlobKey is the single rule every adapter enforces.
import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive; omitted means to the end. */
  end?: number;
}

export interface BlobObject {
  body: Readable;
  contentType: string;
  /** Bytes in body. */
  length: number;
  /** Bytes in the whole object. */
  totalSize: number;
  /** Present when a range was asked for and served. */
  range?: { start: number; end: number };
}

export interface BlobStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<{ key: string; size: number }>;
  /** Null when the key does not exist. Throws RangeNotSatisfiableError for a range past the end. */
  get(key: string, range?: ByteRange): Promise<BlobObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  deleteMany(keys: string[]): Promise<void>;
  /** Every key under the prefix (all keys when omitted); used to find orphans. */
  list(prefix?: string): Promise<string[]>;
  /**
   * Removes what writes interrupted by a crash left behind that is no object (temp files on disk; S3
   * writes whole objects or nothing) and is older than `olderThan`; answers how many went.
   */
  sweepLeftovers(olderThan: Date): Promise<number>;
  /** Where a browser fetches the object: `/media/<key>` or the bucket's public URL. */
  publicUrl(key: string): string;
  ping(): Promise<boolean>;
}

export class InvalidBlobKeyError extends Error {
  constructor(key: string) {
    super(`invalid blob key: ${JSON.stringify(key)}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(readonly totalSize: number) {
    super('range not satisfiable');
    this.name = 'RangeNotSatisfiableError';
  }
}

// Lower-case segments joined by '/', each starting with a letter or digit: no segment can be '..'
// or empty, so a key can never name a path outside the store's root, whatever the adapter does.
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isValidBlobKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new InvalidBlobKeyError(key);
}
