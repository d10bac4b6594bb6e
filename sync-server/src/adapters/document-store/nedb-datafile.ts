import { open } from 'node:fs/promises';
import Datastore from '@seald-io/nedb';

export type NedbDatastore = Datastore<Record<string, unknown>>;

const NEWLINE = 0x0a;
const CHUNK = 64 * 1024;

/**
 * Cuts off whatever follows the last newline of the file: the torn end of an append the process was
 * killed in the middle of. NeDB writes every line with its newline in one append and rewrites the whole
 * file when it loads it, so only the final line can be torn, and the write it held was never
 * acknowledged (its caller was still waiting), so nothing acknowledged is lost.
 *
 * Why not raise NeDB's corruptAlertThreshold instead: NeDB would skip the torn line too, but it refuses
 * to load a file whose share of bad lines is above the threshold (10% by default), and in a small file
 * (the journal, a scope's one document) one torn line is far above it; a threshold that always lets a
 * torn line through (100%) would also load a file full of garbage as an empty collection. Cutting the
 * torn tail keeps the default threshold as the guard against real corruption elsewhere in the file.
 */
async function dropTornTail(filename: string): Promise<void> {
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(filename, 'r+');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.min(CHUNK, size));
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - buffer.length);
      const { bytesRead } = await file.read(buffer, 0, end - start, start);
      const newline = buffer.subarray(0, bytesRead).lastIndexOf(NEWLINE);
      if (newline !== -1) {
        end = start + newline + 1;
        break;
      }
      end = start;
    }
    if (end < size) await file.truncate(end);
  } finally {
    await file.close();
  }
}

// Loading is explicit rather than NeDB's `autoload`: a failed autoload leaves every later command
// queued forever, while an awaited load rejects, so the caller can forget the datastore and retry.
/** Opens one NeDB datafile, first dropping the torn end a crash may have left. */
export async function loadDatastore(filename: string): Promise<NedbDatastore> {
  await dropTornTail(filename);
  const ds: NedbDatastore = new Datastore({ filename });
  await ds.loadDatabaseAsync();
  return ds;
}
