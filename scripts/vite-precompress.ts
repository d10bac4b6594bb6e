// A build step: a brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the highest
// settings, since it runs once per build rather than per request (sync-server/src/http/compress-static.ts
// serves them to clients that accept them). Runs after every other plugin has written its files, the
// service worker included; a copy that would not be smaller is not written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

async function precompressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  if (bytes.byteLength < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength < bytes.byteLength) await writeFile(`${path}.br`, br);
  if (gzipped.byteLength < bytes.byteLength) await writeFile(`${path}.gz`, gzipped);
}

/** Writes the compressed copies of every text file in dir (and below); answers how many files had them. */
export async function precompressDir(dir: string): Promise<number> {
  const text: string[] = [];
  for await (const path of files(dir)) if (TEXT.test(path)) text.push(path);
  await Promise.all(text.map(precompressFile));
  return text.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
