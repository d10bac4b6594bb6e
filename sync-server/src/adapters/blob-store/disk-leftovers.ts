// What a crash can leave in the disk store's folders: a temp file that was never moved into place
// (atomic-write.ts names them `.<name>.<random>.tmp`), or a type sidecar whose object never arrived (put
// writes the sidecar first). Neither is an object, so list() never shows them and nothing else removes them.
import type { Dirent, Stats } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from '../atomic-write';

const isTemp = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** The file's stats, or null once it is gone (a write under way may move or remove it meanwhile). */
async function statOf(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Removes the leftovers under `dir` last written before `cutoff` (younger ones may be writes under way). */
export async function sweepDiskLeftovers(dir: string, metaSuffix: string, cutoff: Date): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 0;
    throw error;
  }
  // A sidecar's object sits beside it, so the listing itself tells which sidecars lost theirs.
  const names = new Set(entries.map((entry) => entry.name));
  const orphanMeta = (name: string) =>
    name.endsWith(metaSuffix) && !names.has(name.slice(0, -metaSuffix.length));
  let removed = 0;
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('.')) {
      removed += await sweepDiskLeftovers(file, metaSuffix, cutoff);
    }
    if (!entry.isFile() || !(isTemp(entry.name) || orphanMeta(entry.name))) continue;
    const stats = await statOf(file);
    if (!stats || stats.mtime >= cutoff) continue;
    await unlink(file).catch((error: unknown) => {
      if (errorCode(error) !== 'ENOENT') throw error;
    });
    removed += 1;
  }
  return removed;
}
