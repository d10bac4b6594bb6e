// The first-visit JavaScript count on a small build written to a temp dir: what index.html names and what
// that imports statically is the first visit; a dynamic import() and what only it pulls in are lazy.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstVisitJs } from './first-visit-js.mjs';

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1b2C3d4.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-E5f6G7h8.js">
<link rel="modulepreload" crossorigin href="/assets/router-R1t2Y3u4.js">
<link rel="stylesheet" crossorigin href="/assets/index-Zz.css">
</head><body></body></html>`;

const FILES: Record<string, string> = {
  'index-A1b2C3d4.js': `import{a as r}from"./react-E5f6G7h8.js";import"./polyfill-Q1w2E3r4.js";export*from"./shared-T5y6U7i8.js";const l=()=>import("./TasksPage-O9p0A1s2.js");r(l);`,
  'react-E5f6G7h8.js': 'export const a=(f)=>f;',
  'polyfill-Q1w2E3r4.js': 'globalThis.x=1;',
  // Preloaded by index.html without the entry importing it: still part of the first visit.
  'router-R1t2Y3u4.js': 'export const router=3;',
  'shared-T5y6U7i8.js': 'export const s=2;',
  'TasksPage-O9p0A1s2.js': `import{s}from"./shared-T5y6U7i8.js";import{d}from"./dexie-D3f4G5h6.js";export default ()=>d(s);`,
  'dexie-D3f4G5h6.js': `export const d=(v)=>v;${'const pad="dexie";'.repeat(50)}`,
};

const gz = (text: string) => gzipSync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION }).byteLength;

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'first-visit-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX);
  for (const [name, text] of Object.entries(FILES)) await writeFile(join(dir, 'assets', name), text);
  await writeFile(join(dir, 'assets', 'index-Zz.css'), 'body{margin:0}');
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('firstVisitJs', () => {
  it('counts the entry, its modulepreloads and their static imports, never a dynamic import', () => {
    const js = firstVisitJs(dir);
    const first = js.firstVisit.map((f) => f.file).sort();
    expect(first).toEqual([
      'assets/index-A1b2C3d4.js',
      'assets/polyfill-Q1w2E3r4.js',
      'assets/react-E5f6G7h8.js',
      'assets/router-R1t2Y3u4.js',
      'assets/shared-T5y6U7i8.js',
    ]);
    const expected = first.reduce((sum, file) => sum + gz(FILES[file.slice('assets/'.length)] ?? ''), 0);
    expect(js.firstVisitGzipBytes).toBe(expected);
  });

  it('lists each lazy chunk with what it adds beyond the first visit', () => {
    const { lazy } = firstVisitJs(dir);
    expect(lazy.map((c) => c.file)).toEqual(['assets/TasksPage-O9p0A1s2.js', 'assets/dexie-D3f4G5h6.js']);
    const page = lazy[0];
    // The page's own bytes plus dexie's; the shared chunk is already there from the first visit.
    expect(page?.gzipBytes).toBe(gz(FILES['TasksPage-O9p0A1s2.js'] ?? ''));
    expect(page?.withImportsGzipBytes).toBe(
      gz(FILES['TasksPage-O9p0A1s2.js'] ?? '') + gz(FILES['dexie-D3f4G5h6.js'] ?? ''),
    );
  });

  it('says so when index.html names no module script', async () => {
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><body></body></html>');
    expect(() => firstVisitJs(dir)).toThrow(/names no module script/);
  });
});
