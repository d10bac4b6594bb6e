// The built index.html carries the app shell's stylesheet inline (scripts/vite-inline-css.ts), so that
// the first paint waits for no request. The CSP allows exactly those <style> elements by their hashes,
// read from the build when the server starts; any other inline style stays blocked.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** CSP sources ('sha256-…') for each <style> element of `html`, over its exact text. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The hashes of the PWA build's index.html in `pwaDir`; none without a build. */
export function pwaStyleHashes(pwaDir: string | undefined): string[] {
  const index = pwaDir && join(pwaDir, 'index.html');
  return index && existsSync(index) ? inlineStyleHashes(readFileSync(index, 'utf8')) : [];
}
