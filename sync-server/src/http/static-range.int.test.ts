// A byte range the built PWA's files cannot satisfy is the client's mistake: 416 with {message} and the
// file's size, like every other refusal, not an empty answer typed as the file.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDeps } from '../testing/test-app';
import { createApp } from './app';

describe('ranges of the PWA files', () => {
  let made: Awaited<ReturnType<typeof createTestDeps>>;
  let app: ReturnType<typeof createApp>;
  beforeEach(async () => {
    made = await createTestDeps();
    const pwaDir = join(made.dir, 'pwa');
    await mkdir(join(pwaDir, 'assets'), { recursive: true });
    await writeFile(join(pwaDir, 'index.html'), '<!doctype html>');
    await writeFile(join(pwaDir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
    app = createApp({ ...made.deps, pwaDir });
  });
  afterEach(() => made.close());

  it.each(['bytes=100-200', 'bytes=99999999999999999999-', 'bytes=5-1'])(
    'refuses %s with 416 JSON',
    async (range) => {
      const res = await app.request('/assets/index-Ab12Cd34.js', { headers: { range } });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-range')).toBe('bytes */15');
      expect(await res.json()).toEqual({ message: 'Range not satisfiable' });
    },
  );

  it('still serves a range it can', async () => {
    const res = await app.request('/assets/index-Ab12Cd34.js', { headers: { range: 'bytes=0-6' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('console');
  });
});
