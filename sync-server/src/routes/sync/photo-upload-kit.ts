// Helpers for the chunked photo upload tests: the app on either blob store (disk, or S3 through s3rver),
// a restart on the same stores, and the two calls of the protocol.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createS3BlobStore } from '../../adapters/blob-store/s3';
import { embeddedStoreFile } from '../../adapters/document-store/embedded';
import { createSqliteStore } from '../../adapters/document-store/sqlite';
import { createApp } from '../../http/app';
import type { TestUser } from '../../testing/factories';
import { json } from '../../testing/factories';
import { type S3rverInstance, startS3rver } from '../../testing/s3rver';
import { createTestApp, type TestApp } from '../../testing/test-app';

export const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export type BlobKind = 'disk' | 's3';
export const BLOB_KINDS: BlobKind[] = ['disk', 's3'];

/** The app on SQLite and the given blob store; close() also stops s3rver. */
export async function appOn(kind: BlobKind): Promise<TestApp> {
  if (kind === 'disk') return createTestApp({}, { LOG_REQUESTS: 'false' });
  const s3: S3rverInstance = await startS3rver();
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = s3;
  const blobs = createS3BlobStore({ bucket, region, endpoint, accessKeyId, secretAccessKey });
  const t = await createTestApp({ blobs }, { LOG_REQUESTS: 'false' });
  return { ...t, close: () => t.close().finally(() => s3.close()) };
}

/** The server stopped and started again: the document store reopened from its files, the same blobs. */
export async function restart(t: TestApp): Promise<TestApp> {
  await t.deps.store.close();
  const store = await createSqliteStore({ file: embeddedStoreFile(t.dir) });
  const deps = { ...t.deps, store };
  const close = async () => {
    await store.close();
    await rm(t.dir, { recursive: true, force: true });
    // What else the first app's close ends (s3rver), without closing its store twice.
    await t.close().catch(() => {});
  };
  return { ...t, deps, app: createApp(deps), close };
}

export interface Answer {
  status: number;
  body: { offset?: number; size?: number; image?: { id: string }; message?: string };
}

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, body: await res.json() };
}

export const startUpload = async (t: TestApp, who: TestUser, hash: string, size: number) =>
  answer(await t.app.request(`/api/sync/images/${hash}/upload`, json({ size }, who.auth)));

export const sendChunk = async (t: TestApp, who: TestUser, hash: string, offset: number, bytes: Uint8Array) =>
  answer(
    await t.app.request(`/api/sync/images/${hash}/upload/${offset}`, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { ...who.auth, 'content-type': 'application/octet-stream' },
    }),
  );

/** Sends bytes from `from` in chunks of `chunk` until `until` (the end unless told); answers the last reply. */
export async function sendFrom(
  t: TestApp,
  who: TestUser,
  bytes: Uint8Array,
  from: number,
  chunk: number,
  until = bytes.length,
  hash = sha(bytes),
): Promise<Answer> {
  let last: Answer = { status: 0, body: {} };
  for (let offset = from; offset < until; offset += chunk) {
    last = await sendChunk(
      t,
      who,
      hash,
      offset,
      bytes.subarray(offset, Math.min(offset + chunk, bytes.length)),
    );
    if (last.status >= 300) return last;
  }
  return last;
}
