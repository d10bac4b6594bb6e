import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBundle } from './check-bundle.mjs';

// Random text barely compresses, so each file's gzipped size is close to its length.
const noise = (bytes: number) => `/*${randomBytes(bytes).toString('base64')}*/`;
let dir = '';

function build(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'check-bundle-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

const gz = (text: string) => gzipSync(text, { level: 9 }).byteLength;

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the first-visit bundle budget', () => {
  const entry = `import{a}from"./react-x1.js";const l=()=>import("./TasksPage-y2.js");${noise(3000)}`;
  const react = `export const a=1;${noise(6000)}`;
  const lazy = `export const T=1;${noise(20000)}`;
  const files = {
    'index.html': '<script type="module" crossorigin src="/assets/index-z3.js"></script>',
    'assets/index-z3.js': entry,
    'assets/react-x1.js': react,
    'assets/TasksPage-y2.js': lazy,
  };

  it('counts the entry and its static imports, not a chunk it imports lazily', () => {
    build(files);
    const result = checkBundle(dir, 1_000_000);
    expect(result.ok).toBe(true);
    expect(result.total).toBe(gz(entry) + gz(react));
    expect(result.report).toMatch(/index-z3\.js/);
    expect(result.report).toMatch(/Lazy chunks \(1[\s\S]*TasksPage-y2\.js/);
    expect(result.files.sort()).toEqual(['assets/index-z3.js', 'assets/react-x1.js']);
  });

  it('counts the lazy chunks / loads itself (the placeholders’ worker) with the first visit', () => {
    const worker = `const h=1;${noise(2000)}`;
    const home = `${entry}new Worker(new URL("./placeholder.worker-Wq4xZ_9b.js",import.meta.url));`;
    build({ ...files, 'assets/index-z3.js': home, 'assets/placeholder.worker-Wq4xZ_9b.js': worker });
    const result = checkBundle(dir, 1_000_000);
    expect(result.total).toBe(gz(home) + gz(react) + gz(worker));
    expect(result.files).toContain('assets/placeholder.worker-Wq4xZ_9b.js');
    expect(result.report).toContain('placeholder.worker-Wq4xZ_9b.js (lazy, loaded by /)');
    expect(result.report).toMatch(/Lazy chunks \(1,/);
  });

  it('fails, saying by how much, once the first visit is over the budget', () => {
    build(files);
    const result = checkBundle(dir, 5_000);
    expect(result.ok).toBe(false);
    expect(result.report).toContain('OVER THE BUDGET by');
    expect(result.report).toContain('at most 5.0 kB allowed');
  });
});
