// Builds the PWA when the build is missing or older than its sources (npm start, npm run bench).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/pwa/index.html';

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Answers false when a needed build failed (its output is already on the terminal). */
export function buildPwaIfStale() {
  const sources = ['pwa', 'shared', 'vite.config.ts', 'package-lock.json'].filter(existsSync);
  const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest));
  if (!stale) return true;
  console.log('Building the PWA…');
  return spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status === 0;
}
