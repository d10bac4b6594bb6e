// A full disk during a commit: the store's folder is a small tmpfs (small-disk.ts) filled to the last
// block while the real server runs. A push then cannot be written: it is answered 503 with Retry-After,
// nothing of it is served, reads go on; once space is back the same server takes writes again, and a
// restart finds the store clean, every acknowledged write there and the refused one not.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import type { Mutation, PushResponse } from '../../../shared/sync/protocol';
import { task } from '../routes/sync/sync-kit';
import { type ServerProcess, startServer } from '../testing/server-process';
import { cannotMount, mountSmallDisk, type SmallDisk } from '../testing/small-disk';
import { api } from './crash-kit';

const ADMIN = { email: 'admin@example.com', password: 'admin-pass-123' };
const ENV = { LOG_REQUESTS: 'false', SEED_SAMPLE_CONTENT: 'false', ADMIN_PASSWORD: ADMIN.password };
const DISK_BYTES = 8 * 1024 * 1024;
const unmountable = cannotMount();
if (unmountable) console.warn(`full-disk tests skipped: ${unmountable}`);

describe.skipIf(unmountable)('a full disk during a push', () => {
  let dataDir = '';
  let disk: SmallDisk;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'travel-blog-full-disk-'));
    disk = mountSmallDisk(join(dataDir, 'db'), DISK_BYTES);
  });
  afterAll(async () => {
    await server?.stop();
    disk?.unmount();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503, keeps nothing of the push, serves reads, and takes writes again once space is back', async () => {
    server = await startServer({ ...ENV, DATA_DIR: dataDir });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const clientId = newId().replaceAll('-', '');
    const mutation = (seq: number, text: string): Mutation => ({
      clientId,
      seq,
      opId: `op-${seq}`,
      baseRev: 0,
      entity: 'task',
      id: newId(),
      kind: 'create',
      fields: task(text),
    });
    const push = (mutations: Mutation[]) =>
      api(server?.url ?? '', token)('/api/sync/push', { body: { clientId, mutations } });
    const taskTexts = async () =>
      ((await (await api(server?.url ?? '', token)('/api/tasks')).json()) as { taskText: string }[])
        .map((t) => t.taskText)
        .sort();

    const before = await push([mutation(1, 'kept')]);
    expect(((await before.json()) as PushResponse).results[0]?.status).toBe('applied');

    disk.fill();
    const big = Array.from({ length: 50 }, (_, i) => mutation(i + 2, `lost ${i}`));
    const refused = await push(big);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      message: 'The server cannot save changes right now, please try again in a minute',
    });
    expect(await taskTexts()).toEqual(['kept']);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    disk.free();
    const again = await push(big);
    expect(again.status).toBe(200);
    const retried = (await again.json()) as PushResponse;
    expect(retried.results.filter((r) => r.status !== 'applied')).toEqual([]);
    expect(await taskTexts()).toHaveLength(51);

    expect(await server.stop()).toBe(0);
    server = await startServer({ ...ENV, DATA_DIR: dataDir });
    expect(await taskTexts()).toHaveLength(51);
    const resent = (await (await push(big)).json()) as PushResponse;
    expect(resent.results.every((r) => r.status === 'duplicate')).toBe(true);
    expect(resent.lastSeq).toBe(51);
  }, 120_000);
});
