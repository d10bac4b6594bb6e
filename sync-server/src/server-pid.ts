// `DATA_DIR/db/server.pid` names the server running on a data folder, so `npm run restore` can refuse to
// replace files a live server holds open. A file left by a server that was killed names a dead process,
// which counts as no server.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function serverPidFile(dataDir: string): string {
  return join(dataDir, 'db', 'server.pid');
}

/** Writes this process's pid; it is removed when the process exits (a clean shutdown or a failed start). */
export function claimServerPidFile(dataDir: string): void {
  const file = serverPidFile(dataDir);
  mkdirSync(join(dataDir, 'db'), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => {
    // Only our own: a second server started on the same folder meanwhile has written its pid there.
    if (readPid(file) !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to tidy.
    }
  });
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of the server running on this data folder, or null when none is. */
export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(serverPidFile(dataDir));
  if (pid === null || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
