// Copies a folder of files (the media) recursively, counting what it copied.
import { constants, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface Copied {
  files: number;
  bytes: number;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Copies the files of `from` missing in `to`, adding them to `copied`; a missing source copies nothing.
 * Image files are named by their content, so a file already there is the same file.
 */
export async function copyTree(from: string, to: string, copied: Copied = { files: 0, bytes: 0 }) {
  let entries: Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return copied;
    throw error;
  }
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) {
      await copyTree(source, target, copied);
      continue;
    }
    if (!entry.isFile()) continue;
    try {
      await copyFile(source, target, constants.COPYFILE_EXCL);
      copied.bytes += (await stat(target)).size;
      copied.files += 1;
    } catch (error) {
      // ENOENT: a running server renames its temporary files into place and deletes released images, so
      // a file may vanish between the listing and the copy; whether the database still names it is
      // checked afterwards.
      if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'EEXIST') throw error;
    }
  }
  return copied;
}
