import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDeps } from '../testing/test-app';
import { createApp } from './app';
import { inlineStyleHashes } from './inline-styles';

const CSS = 'body{margin:0;background:#fbf8f3}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const styleSrc = (res: Response) =>
  res.headers
    .get('content-security-policy')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('style-src'));

describe('the inline stylesheet of the PWA build in the CSP', () => {
  let made: Awaited<ReturnType<typeof createTestDeps>> | undefined;
  afterEach(() => made?.close());

  async function appServing(html: string | null) {
    made = await createTestDeps();
    const pwaDir = join(made.dir, 'pwa');
    await mkdir(pwaDir, { recursive: true });
    if (html !== null) await writeFile(join(pwaDir, 'index.html'), html);
    return createApp({ ...made.deps, pwaDir });
  }

  it('hashes each <style> element over its exact text', () => {
    const html = `<head><style>${CSS}</style><style media="print">a{color:red}</style></head>`;
    expect(inlineStyleHashes(html)).toEqual([sha256(CSS), sha256('a{color:red}')]);
    expect(inlineStyleHashes('<link rel="stylesheet" href="/a.css">')).toEqual([]);
  });

  it('allows exactly the build’s stylesheet, on pages and API answers alike', async () => {
    const app = await appServing(`<!doctype html><head><style>${CSS}</style></head><div id="root"></div>`);
    for (const path of ['/', '/faqs', '/api/health']) {
      expect(styleSrc(await app.request(path)), path).toBe(`style-src 'self' ${sha256(CSS)}`);
    }
  });

  it('allows no inline style without a build, or with a build that inlines none', async () => {
    expect(styleSrc(await (await appServing(null)).request('/api/health'))).toBe("style-src 'self'");
    await made?.close();
    const linked = await appServing(
      '<!doctype html><link rel="stylesheet" href="/assets/index-a1b2c3d4.css">',
    );
    expect(styleSrc(await linked.request('/'))).toBe("style-src 'self'");
  });
});
