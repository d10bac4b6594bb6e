import type { Dirent } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { BlobObject, BlobStore, ByteRange } from '../../ports/blob-store';
import {
  assertBlobKey,
  InvalidBlobKeyError,
  isValidBlobKey,
  RangeNotSatisfiableError,
} from '../../ports/blob-store';
import { canWriteIn, errorCode, moveIntoPlace, writeFileAtomic, writeTemp } from '../atomic-write';
import { assertBlobPrefix, assertByteRange } from './arguments';
import { sweepDiskLeftovers } from './disk-leftovers';

export interface DiskBlobStoreOptions {
  root: string;
  /** URL path the server serves the objects under. */
  publicBase?: string;
}

const META_SUFFIX = '~meta.json';
const FALLBACK_TYPE = 'application/octet-stream';
/** What a missing object looks like to fs calls, including a key whose path crosses a file. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissing(error: unknown): boolean {
  return MISSING.has(errorCode(error) ?? '');
}

export function createDiskBlobStore({ root, publicBase = '/media' }: DiskBlobStoreOptions): BlobStore {
  const base = path.resolve(root);
  const urlBase = publicBase.replace(/\/+$/, '');

  function fileOf(key: string): string {
    assertBlobKey(key);
    const file = path.resolve(base, ...key.split('/'));
    // The key rule already rules out escapes; this holds even if that rule is ever loosened.
    if (!file.startsWith(base + path.sep)) throw new InvalidBlobKeyError(key);
    return file;
  }

  async function contentTypeOf(file: string): Promise<string> {
    try {
      const meta: unknown = JSON.parse(await readFile(file + META_SUFFIX, 'utf8'));
      const type = typeof meta === 'object' && meta !== null && 'contentType' in meta && meta.contentType;
      return typeof type === 'string' ? type : FALLBACK_TYPE;
    } catch (error) {
      if (isMissing(error)) return FALLBACK_TYPE;
      throw error;
    }
  }

  /** Null when there is no regular file: a folder of other keys is not an object. */
  async function openObject(file: string): Promise<{ handle: FileHandle; size: number } | null> {
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // fstat, not stat: the size of the very file being streamed, even if a put replaces it meanwhile.
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  }

  async function serve(
    handle: FileHandle,
    file: string,
    size: number,
    range?: ByteRange,
  ): Promise<BlobObject> {
    const contentType = await contentTypeOf(file);
    if (!range) return { body: handle.createReadStream(), contentType, length: size, totalSize: size };
    if (range.start >= size) throw new RangeNotSatisfiableError(size);
    const { start } = range;
    const end = Math.min(range.end ?? size - 1, size - 1);
    const body = handle.createReadStream({ start, end });
    return { body, contentType, length: end - start + 1, totalSize: size, range: { start, end } };
  }

  async function removeObject(file: string): Promise<void> {
    // Object first: once it is gone the key is gone, and a leftover sidecar is harmless.
    for (const target of [file, file + META_SUFFIX]) {
      try {
        await unlink(target);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }

  async function walk(dir: string, keyPrefix: string, out: string[]): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
      if (!isValidBlobKey(key)) continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key, out);
      else if (entry.isFile()) out.push(key);
    }
  }

  return {
    kind: 'disk',

    async put(key, body, { contentType }) {
      const file = fileOf(key);
      // The data (the part that can fail halfway) lands in a temp file first; the old object and its
      // type stay untouched until it is complete. The sidecar goes in before the object, so a new key
      // never appears without its type.
      const { temp, size } = await writeTemp(file, body);
      try {
        await writeFileAtomic(file + META_SUFFIX, JSON.stringify({ contentType }));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      await moveIntoPlace(temp, file);
      return { key, size };
    },

    async get(key, range) {
      const file = fileOf(key);
      if (range) assertByteRange(range);
      const opened = await openObject(file);
      if (!opened) return null;
      try {
        return await serve(opened.handle, file, opened.size, range);
      } catch (error) {
        await opened.handle.close();
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await removeObject(fileOf(key));
    },

    async deleteMany(keys) {
      // Every key is checked before anything is removed.
      const files = keys.map(fileOf);
      await Promise.all(files.map(removeObject));
    },

    async list(prefix = '') {
      assertBlobPrefix(prefix);
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys: string[] = [];
      await walk(folder ? path.join(base, ...folder.split('/')) : base, folder, keys);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },

    sweepLeftovers: (olderThan) => sweepDiskLeftovers(base, META_SUFFIX, olderThan),

    publicUrl(key) {
      assertBlobKey(key);
      return `${urlBase}/${key}`;
    },

    ping: () => canWriteIn(base),
  };
}
