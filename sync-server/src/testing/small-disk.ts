// A small disk of the test's own: a tmpfs of a few megabytes mounted on a folder, filled to the last block
// with a file that can be removed again. Mounting needs root (or CAP_SYS_ADMIN), which CI has; elsewhere the
// tests that need it are skipped, saying why.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SmallDisk {
  /** Fills every free block but `leaveBytes`; answers how many bytes the filler took. */
  fill(leaveBytes?: number): number;
  /** Removes the filler: space is back. */
  free(): void;
  unmount(): void;
}

/** Why a tmpfs cannot be mounted here, or undefined when it can. */
export function cannotMount(): string | undefined {
  const probe = join('/tmp', `tmpfs-probe-${process.pid}`);
  mkdirSync(probe, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]);
  if (mounted.status !== 0) {
    rmSync(probe, { recursive: true, force: true });
    return `cannot mount a tmpfs here (needs root): ${String(mounted.stderr).trim()}`;
  }
  spawnSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return undefined;
}

export function mountSmallDisk(dir: string, sizeBytes: number): SmallDisk {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes}`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    fill(leaveBytes = 0) {
      const { bavail, bsize } = statfsSync(dir);
      const bytes = Math.max(0, bavail * bsize - leaveBytes);
      writeFileSync(filler, Buffer.alloc(bytes));
      return bytes;
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      spawnSync('umount', [dir]);
    },
  };
}
