// What the crash tests share: the real server as a child process on a temp data dir, armed with a failpoint
// (failpoints.ts) to SIGKILL itself mid-request, and the same data opened in this process once the server is
// down, to read the store and blobs directly and run the sweeps a restart leaves for later.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createDiskBlobStore } from '../adapters/blob-store/disk';
import { openEmbeddedStore } from '../adapters/document-store/embedded';
import type { BlobStore } from '../ports/blob-store';
import type { DocumentStore } from '../ports/document-store';
import { type ServerProcess, startServer } from '../testing/server-process';

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
const ENV = { LOG_REQUESTS: 'false', SEED_SAMPLE_CONTENT: 'false', ADMIN_PASSWORD: ADMIN.password };

export interface CrashKit {
  /** The admin's token, taken before any failpoint is armed (signing in writes the profile). */
  token: string;
  /** Starts the server on the kit's data; `failpoints` arms FAILPOINTS. */
  start(failpoints?: string): Promise<ServerProcess>;
  /** Runs fn on the data as it lies on disk; the server must be stopped. */
  offline<R>(fn: (stores: { store: DocumentStore; blobs: BlobStore }) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export async function crashKit(): Promise<CrashKit> {
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-faults-'));
  const start = (failpoints?: string) =>
    startServer({ ...ENV, DATA_DIR: dataDir, ...(failpoints && { FAILPOINTS: failpoints }) });
  const first = await start();
  try {
    const login = await fetch(`${first.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    return {
      token,
      start,
      offline: async (fn) => {
        const store = await openEmbeddedStore(dataDir);
        try {
          return await fn({ store, blobs: createDiskBlobStore({ root: join(dataDir, 'media') }) });
        } finally {
          await store.close();
        }
      },
      close: () => rm(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await first.stop();
  }
}

/** Sends the request to a server armed to die on it: the connection drops and the process was killed. */
export async function expectKilledBy(server: ServerProcess, request: Promise<Response>): Promise<void> {
  await expect(request).rejects.toThrow();
  // SIGKILL: no exit code, no shutdown handler ran.
  expect(await server.stop()).toBeNull();
}

/** Calls the API with the token, JSON unless the body is a form or bytes. */
export function api(url: string, token: string) {
  return (path: string, init: { method?: string; body?: unknown } = {}) => {
    const { method = init.body === undefined ? 'GET' : 'POST', body } = init;
    const raw = body instanceof FormData || body instanceof Uint8Array;
    return fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !raw && { 'content-type': 'application/json' }),
        ...(body instanceof Uint8Array && { 'content-type': 'application/octet-stream' }),
      },
      ...(body !== undefined && { body: raw ? (body as BodyInit) : JSON.stringify(body) }),
    });
  };
}
