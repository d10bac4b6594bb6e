// The built PWA's files, answered with their precompressed copy (.br or .gz, written by the build:
// scripts/vite-precompress.ts) when the client accepts one, with an ETag (the file's size and time, the
// same for every encoding, so weak) and 304 for a client that holds it. What each file offers is looked up
// once: the build does not change under a running server (index.html was always read once, too).
import { readFile, stat } from 'node:fs/promises';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, type Encoding } from './compress-encoding';
import type { AppEnv } from './context';
import { matchesEtag } from './etag';

interface Variant {
  path: string;
  size: number;
}

export interface StaticFile {
  type: string;
  etag: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

async function variant(path: string): Promise<Variant | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? { path, size: found.size } : undefined;
  } catch {
    return undefined;
  }
}

/** What path offers, or undefined when it is not a file. */
export async function lookUpFile(path: string): Promise<StaticFile | undefined> {
  let found: Awaited<ReturnType<typeof stat>>;
  try {
    found = await stat(path);
  } catch {
    return undefined;
  }
  if (!found.isFile()) return undefined;
  const [br, gzip] = await Promise.all([variant(`${path}.br`), variant(`${path}.gz`)]);
  const encoded: StaticFile['encoded'] = {};
  if (br) encoded.br = br;
  if (gzip) encoded.gzip = gzip;
  return {
    type: getMimeType(path) ?? 'application/octet-stream',
    etag: `W/"${found.size.toString(36)}-${Math.trunc(found.mtimeMs).toString(36)}"`,
    plain: { path, size: found.size },
    encoded,
  };
}

/** The file in the encoding the client prefers among those it has; 304 when the client holds it. */
export async function fileAnswer(c: Context<AppEnv>, file: StaticFile): Promise<Response> {
  const headers: Record<string, string> = { ETag: file.etag, 'Content-Type': file.type };
  if (Object.keys(file.encoded).length > 0) headers.Vary = 'Accept-Encoding';
  if (matchesEtag(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304, headers);
  const offered = Object.keys(file.encoded) as Encoding[];
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), offered);
  const chosen = encoding ? file.encoded[encoding] : undefined;
  const sent = chosen ?? file.plain;
  if (chosen && encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(sent.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(await readFile(sent.path)), 200, headers);
}
