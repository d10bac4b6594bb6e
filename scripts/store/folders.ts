// Guards on the folders the commands are given.
import { mkdir, readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { Refusal } from './command';

function isWithin(dir: string, parent: string): boolean {
  const path = relative(parent, dir);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/** A backup inside DATA_DIR's db/ or media/ would be copied into itself, or moved aside by a restore. */
export function refuseInsideData(dir: string, dataDir: string): void {
  for (const name of ['db', 'media']) {
    if (isWithin(dir, join(dataDir, name)))
      throw new Refusal(`${dir} is inside ${join(dataDir, name)}: choose a folder outside it.`);
  }
}

/** Creates the folder, or accepts an empty one: a backup never overwrites an earlier one. */
export async function claimEmptyFolder(dir: string): Promise<void> {
  const found = await stat(dir).catch(() => null);
  if (!found) {
    await mkdir(dir, { recursive: true });
    return;
  }
  if (!found.isDirectory()) throw new Refusal(`${dir} is a file: give a new or empty folder for the backup.`);
  if ((await readdir(dir)).length > 0)
    throw new Refusal(`${dir} is not empty: a backup never overwrites files. Give a new or empty folder.`);
}

export async function refuseMissingFolder(dir: string): Promise<void> {
  const found = await stat(dir).catch(() => null);
  if (!found?.isDirectory())
    throw new Refusal(`${dir} is not a folder: give the folder a backup was made in.`);
}
