// Which JavaScript a first visit to / downloads, from the build in dist/pwa, and how big each file is
// gzipped: the entry script and the modulepreloads index.html names, plus every chunk they import
// statically (a dynamic import() waits for the route or feature that needs it). The rest are the lazy
// chunks, each with the chunks it pulls in beyond the first visit's. Shared by the bundle budget check and
// the bench (bench/client-bundle.ts), so both count the same bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;
// `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`: static, unlike import("./x.js").
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** A built file's path under the build directory, from an index.html URL or a chunk's relative import. */
function resolveFrom(fromFile, spec) {
  if (spec.startsWith('/')) return spec.slice(1);
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/**
 * @param {string} [dir] the build (dist/pwa unless told)
 * @returns {{ firstVisit: { file: string, bytes: number, gzipBytes: number }[], firstVisitGzipBytes: number,
 *   lazy: { file: string, gzipBytes: number, withImportsGzipBytes: number }[] }}
 */
export function firstVisitJs(dir = 'dist/pwa') {
  const sizes = new Map();
  const sizeOf = (file) => {
    let size = sizes.get(file);
    if (!size) {
      const bytes = readFileSync(join(dir, file));
      size = {
        file,
        bytes: bytes.byteLength,
        gzipBytes: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).byteLength,
      };
      sizes.set(file, size);
    }
    return size;
  };
  const importsOf = (file) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(STATIC_IMPORT)].map((m) => resolveFrom(file, m[1]));
  /** The files and everything they import statically, each once. */
  const closure = (roots, known = new Set()) => {
    const found = new Set();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift();
      if (found.has(file) || known.has(file)) continue;
      found.add(file);
      queue.push(...importsOf(file));
    }
    return found;
  };

  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const roots = [...html.matchAll(SCRIPT), ...html.matchAll(PRELOAD)].map((m) =>
    resolveFrom('index.html', m[1]),
  );
  if (roots.length === 0) throw new Error(`${join(dir, 'index.html')} names no module script`);
  const first = closure(roots);
  const firstVisit = [...first].map(sizeOf);
  const assets = readdirJs(dir);
  const lazy = assets
    .filter((file) => !first.has(file))
    .map((file) => ({
      file,
      gzipBytes: sizeOf(file).gzipBytes,
      withImportsGzipBytes: [...closure([file], first)].reduce((sum, f) => sum + sizeOf(f).gzipBytes, 0),
    }));
  return {
    firstVisit,
    firstVisitGzipBytes: firstVisit.reduce((sum, f) => sum + f.gzipBytes, 0),
    lazy,
  };
}

function readdirJs(dir) {
  return readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .sort();
}
