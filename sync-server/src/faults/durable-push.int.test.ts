// "Applied" means on disk: the real server, traced with strace while it answers a series of sync pushes,
// must sync the store's write-ahead log (fdatasync or fsync of store.sqlite-wal) after each push has
// arrived (its request read off the socket) and before its answer is written back. Copying the files at
// the moment of the answer would prove nothing: the copy reads the page cache, not the disk.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import type { PushResponse } from '../../../shared/sync/protocol';
import { task } from '../routes/sync/sync-kit';
import { type ServerProcess, startServer } from '../testing/server-process';
import { api } from './crash-kit';
import { type Syscall, straceMissing, traceProcess } from './syscall-trace';

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
const PUSHES = 12;

const isSync = (call: Syscall) =>
  (call.name === 'fdatasync' || call.name === 'fsync') && call.target.endsWith('store.sqlite-wal');
const isPushArrival = (call: Syscall) =>
  call.name === 'read' && call.target.startsWith('TCP:') && call.data.startsWith('POST /api/sync/push');
const isAnswer = (call: Syscall) =>
  (call.name === 'write' || call.name === 'writev') &&
  call.target.startsWith('TCP:') &&
  call.data.startsWith('HTTP/1.1 ');

describe('a push answered "applied"', () => {
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-durable-'));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is synced to disk between its arrival and its answer, push after push', async () => {
    expect(straceMissing()).toBeUndefined();
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      SEED_SAMPLE_CONTENT: 'false',
      ADMIN_PASSWORD: ADMIN.password,
    });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const call = api(server.url, token);
    const clientId = newId().replaceAll('-', '');

    const tracing = await traceProcess(
      server.pid,
      ['read', 'write', 'writev', 'fsync', 'fdatasync'],
      join(dataDir, 'strace.txt'),
    );
    let calls: Syscall[];
    try {
      for (let seq = 1; seq <= PUSHES; seq += 1) {
        const mutation = { clientId, seq, opId: `op-${seq}`, baseRev: 0, entity: 'task', id: newId() };
        const body = { clientId, mutations: [{ ...mutation, kind: 'create', fields: task(`task ${seq}`) }] };
        const answer = (await (await call('/api/sync/push', { body })).json()) as PushResponse;
        expect(answer.results.map((r) => r.status)).toEqual(['applied']);
      }
      // strace prints a call when it returns, and the client can read the last answer before strace has
      // seen its write return; a stop then cuts that line short. One more request the same server thread
      // must answer cannot start before strace has let the last push's write finish.
      await (await call('/api/tasks/')).text();
    } finally {
      calls = await tracing.stop();
    }

    const arrivals = calls.filter(isPushArrival);
    expect(arrivals).toHaveLength(PUSHES);
    for (const [i, arrival] of arrivals.entries()) {
      const answer = calls.find((c) => c.at >= arrival.at && isAnswer(c) && c.target === arrival.target);
      expect(answer, `push ${i + 1} was answered`).toBeDefined();
      const synced = calls.filter(
        (c) => isSync(c) && c.result === '0' && c.at >= arrival.at && c.at <= (answer?.at ?? 0),
      );
      expect(
        synced.length,
        `syncs of the WAL between push ${i + 1}'s arrival and its answer`,
      ).toBeGreaterThan(0);
    }
  }, 120_000);
});
