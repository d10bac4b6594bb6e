// npm start: builds the PWA when the build is missing or older than its sources, then runs the server
// in this same process (tsx compiles the TypeScript on the fly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/pwa/index.html';

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const sources = ['pwa', 'shared', 'vite.config.ts', 'package-lock.json'].filter(existsSync);
const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest));
if (stale) {
  console.log('Building the PWA…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../sync-server/src/main.ts');
