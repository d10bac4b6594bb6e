// The built PWA's files, answered with their precompressed copy (.br or .gz, written by the build:
// scripts/vite-precompress.ts) when the client accepts one, with an ETag (the file's size and time, the
// same for every encoding, so weak) and 304 for a client that holds it. What each file offers is looked up
// once and kept while the file keeps its size and time (static.ts checks): a build or a deploy that
// rewrites the files under a running server is served as written, and a compressed copy older than its
// file (the file was rewritten, the copy not) is stale and never sent.
import { readFile, stat } from 'node:fs/promises';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, type Encoding } from './compress-encoding';
import type { AppEnv } from './context';
import { matchesEtag } from './etag';

interface Variant {
  path: string;
  size: number;
  mtimeMs: number;
}

export interface StaticFile {
  type: string;
  etag: string;
  plain: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

/** The file at path, or undefined when there is none. */
export async function fileAt(path: string): Promise<Variant | undefined> {
  try {
    const found = await stat(path);
    return found.isFile() ? { path, size: found.size, mtimeMs: found.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the file is still the one `file` was looked up from. */
export const unchanged = (file: StaticFile, now: Variant | undefined): boolean =>
  now !== undefined && now.size === file.plain.size && now.mtimeMs === file.plain.mtimeMs;

/** What path offers, or undefined when it is not a file. */
export async function lookUpFile(path: string): Promise<StaticFile | undefined> {
  const plain = await fileAt(path);
  if (!plain) return undefined;
  const [br, gzip] = await Promise.all([fileAt(`${path}.br`), fileAt(`${path}.gz`)]);
  const fresh = (copy: Variant | undefined): copy is Variant => !!copy && copy.mtimeMs >= plain.mtimeMs;
  const encoded: StaticFile['encoded'] = {};
  if (fresh(br)) encoded.br = br;
  if (fresh(gzip)) encoded.gzip = gzip;
  return {
    type: getMimeType(path) ?? 'application/octet-stream',
    etag: `W/"${plain.size.toString(36)}-${Math.trunc(plain.mtimeMs).toString(36)}"`,
    plain,
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
  if (c.req.method === 'HEAD') {
    headers['Content-Length'] = String(sent.size);
    return c.body(null, 200, headers);
  }
  // The length of what was read: a file rewritten since its lookup must not go out cut or padded.
  const bytes = new Uint8Array(await readFile(sent.path));
  headers['Content-Length'] = String(bytes.byteLength);
  return c.body(bytes, 200, headers);
}
