// Files written under a temporary name in the same directory, fsynced, then renamed or linked into
// place: a reader, or the process after a crash, sees the old file or the whole new one, never a part.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type FileData = string | Buffer | Readable;

/** The leading '.' keeps temp files out of anything that lists only valid names. */
function tempPathFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Writes the data beside `file` under a temporary name; the caller moves it into place or removes it. */
export async function writeTemp(file: string, data: FileData): Promise<{ temp: string; size: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempPathFor(file);
  try {
    if (data instanceof Readable) await pipeline(data, createWriteStream(temp, { flags: 'wx' }));
    else await writeFile(temp, data, { flag: 'wx' });
    // Without the fsync a power cut after the rename can leave an empty file under the final name.
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
      return { temp, size: (await handle.stat()).size };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Replaces `file` with the data in one step; answers the bytes written. */
export async function writeFileAtomic(file: string, data: FileData): Promise<number> {
  const { temp, size } = await writeTemp(file, data);
  await moveIntoPlace(temp, file);
  return size;
}

export async function moveIntoPlace(temp: string, file: string): Promise<void> {
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Creates `file` with the data only if it does not exist yet, atomically: link() fails with EEXIST
 * instead of replacing, so of two racing writers exactly one wins. Answers whether this call won.
 */
export async function createFileExclusive(file: string, data: string | Buffer): Promise<boolean> {
  const { temp } = await writeTemp(file, data);
  try {
    await link(temp, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when a file can be created (and removed) in dir: the readiness check of the file adapters. */
export async function canWriteIn(dir: string): Promise<boolean> {
  const probe = path.join(dir, `.ping-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe);
    return true;
  } catch {
    return false;
  }
}
