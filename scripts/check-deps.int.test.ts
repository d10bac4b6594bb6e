import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { violations } from './check-deps.mjs';

describe('check-deps', () => {
  let root: string;
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  };
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'deps-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('accepts the allowed direction', async () => {
    await write('shared/a.ts', "import { z } from 'zod';\n");
    await write('pwa/src/b.tsx', "import { a } from '../../shared/a';\n");
    await write(
      'sync-server/src/routes/c.ts',
      "import { Hono } from 'hono';\nimport { a } from '../../../shared/a';\n",
    );
    await write('sync-server/src/services/d.ts', "import { a } from '../../../shared/a';\n");
    expect(violations(root)).toEqual([]);
  });

  it('reports each forbidden import with its file and line', async () => {
    await write('shared/a.ts', "\nimport { x } from '../pwa/src/x';\n");
    await write('pwa/src/b.ts', "export { y } from '../../sync-server/src/y';\n");
    await write(
      'sync-server/src/services/c.ts',
      "import type { Hono } from 'hono';\nconst m = import('../http/app');\n",
    );
    await write('sync-server/src/ports/d.ts', "import { e } from '../adapters/disk';\n");
    const found: string[] = violations(root);
    expect(found).toEqual([
      expect.stringMatching(/^pwa\/src\/b\.ts:1: .*sync-server/),
      expect.stringMatching(/^shared\/a\.ts:2: .*pwa/),
      expect.stringMatching(/^sync-server\/src\/ports\/d\.ts:1: .*adapters/),
      expect.stringMatching(/^sync-server\/src\/services\/c\.ts:1: imports hono/),
      expect.stringMatching(/^sync-server\/src\/services\/c\.ts:2: imports \.\.\/http\/app/),
    ]);
  });
});
