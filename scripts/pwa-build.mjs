// Builds the PWA when the build is missing or older than its sources (npm start, npm run bench). The first
// start of a fresh clone spends most of its time here, so the build reports its stages and a heartbeat
// rather than sitting silent; vite's per-file size table is left out.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const built = 'dist/pwa/index.html';
const HEARTBEAT_MS = 10_000;
/** vite's table of emitted files ("dist/pwa/assets/x.js  12.3 kB │ gzip: …") and the service worker's file list. */
const FILE_LINE = /(\d+(\.\d+)? kB)|^\s+\S+\.(js|html|webmanifest)$|^files generated$/;

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Answers false when a needed build failed (its output is already on the terminal). */
export async function buildPwaIfStale() {
  // vite-precompress.ts is part of the build: it writes the .br and .gz copies the server sends.
  const sources = [
    'pwa',
    'shared',
    'vite.config.ts',
    'scripts/vite-precompress.ts',
    'package-lock.json',
  ].filter(existsSync);
  const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest));
  if (!stale) return true;
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  console.log('Building the PWA (the first start takes about a minute)…');
  const child = spawn('npx', ['vite', 'build'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const heartbeat = setInterval(() => console.log(`  still building… ${seconds()} s`), HEARTBEAT_MS);
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.trim() && !FILE_LINE.test(line)) console.log(`  ${line.trim()}`);
  });
  const status = await new Promise((done) => child.on('close', done));
  clearInterval(heartbeat);
  if (status === 0) console.log(`Built the PWA in ${seconds()} s.`);
  return status === 0;
}
