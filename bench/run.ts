// npm run bench: prints figures for the embedded store, the HTTP platform (and health under a burst of
// password checks), the admin lists and the images.
// Figures only, never pass/fail; compare runs on the same machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { newId } from '../shared/ids';
import type { Mutation, PullResponse } from '../shared/sync/protocol';
import { createNedbStore } from '../sync-server/src/adapters/document-store/nedb';
import { encodeQueued } from '../sync-server/src/services/images/encode-limit';
import { encodeVariants } from '../sync-server/src/services/images/variants';
import { insertUser, json } from '../sync-server/src/testing/factories';
import { createTestApp } from '../sync-server/src/testing/test-app';
import { adminListsBench } from './admin-lists';
import { clientSyncBench } from './client-sync';
import { passwordLoadBench } from './password-load';
import { photoSyncBench } from './photo-sync';
import { placeholderBench } from './placeholders';
import { saveOfflineBench } from './save-offline';

async function timed<T>(label: string, count: number, unit: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(44)} ${(count / seconds).toFixed(0).padStart(8)} ${unit}/s  (${count} in ${seconds.toFixed(2)} s)`,
  );
  return result;
}

async function storeBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-store-'));
  const store = await createNedbStore({ dir });
  const docs = store.collection('bench');
  await docs.ensureIndex({ fields: { owner: 1 } });
  const ids = Array.from({ length: 5000 }, () => newId());
  await timed('NeDB insertOne', ids.length, 'docs', async () => {
    for (const [i, _id] of ids.entries())
      await docs.insertOne({ _id, owner: `u${i % 50}`, n: i, text: 'x'.repeat(200) });
  });
  await timed('NeDB updateOne ($inc by _id)', ids.length, 'updates', async () => {
    for (const _id of ids) await docs.updateOne({ _id }, { $inc: { n: 1 } });
  });
  await timed('NeDB find (indexed owner, sorted, 100 docs)', 500, 'queries', async () => {
    for (let i = 0; i < 500; i++) await docs.find({ owner: `u${i % 50}` }, { sort: { n: -1 }, limit: 100 });
  });
  await store.close();
  await rm(dir, { recursive: true, force: true });
}

async function httpBench(): Promise<void> {
  const t = await createTestApp({}, { LOG_REQUESTS: 'false' });
  await timed('GET /api/health in process', 2000, 'requests', async () => {
    for (let i = 0; i < 2000; i++) await t.app.request('/api/health');
  });
  await t.close();
}

async function imageBench(): Promise<void> {
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  await timed('encodeVariants, 12-megapixel JPEG', 5, 'images', async () => {
    for (let i = 0; i < 5; i++) await encodeVariants(photo);
  });

  // 20 uploads arriving at once go through the bounded queue; sample the resident set meanwhile.
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  await timed('20 concurrent 12 MP uploads (queued)', 20, 'images', () =>
    Promise.all(Array.from({ length: 20 }, () => encodeQueued(photo))),
  );
  clearInterval(sampler);
  console.log(
    `  peak resident memory while encoding them        ${mib(peak)} MiB (${mib(peak - base)} MiB above idle)`,
  );
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function syncBench(): Promise<void> {
  // The figure is the server's throughput, not the per-account writes limit (600 a minute by default).
  const t = await createTestApp({}, { LOG_REQUESTS: 'false', WRITES_PER_MINUTE: '1000000' });
  const ann = await insertUser(t.deps);
  const clientId = newId().replaceAll('-', '');
  const mutations: Mutation[] = Array.from({ length: 10_000 }, (_, i) => ({
    clientId,
    seq: i + 1,
    opId: `op${i}`,
    entity: 'task',
    id: newId(),
    kind: 'create',
    baseRev: 0,
    fields: { taskText: `task ${i}`, important: i % 7 === 0, completed: false, date: '', time: '' },
  }));
  await timed('sync push, 10,000 mutations in batches of 500', 10_000, 'mutations', async () => {
    for (let i = 0; i < mutations.length; i += 500) {
      const res = await t.app.request(
        '/api/sync/push',
        json({ clientId, mutations: mutations.slice(i, i + 500) }, ann.auth),
      );
      if (!res.ok) throw new Error(`push failed: ${res.status}`);
    }
  });
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  let pulled = 0;
  await timed('sync pull, initial sync of 10,000 documents', 10_000, 'documents', async () => {
    let cursor = '';
    for (;;) {
      const page: PullResponse = await (
        await t.app.request(`/api/sync/pull?cursor=${cursor}`, { headers: ann.auth })
      ).json();
      pulled += page.changes.length;
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
  });
  clearInterval(sampler);
  console.log(
    `  documents received ${pulled}; peak resident memory ${mib(peak)} MiB (${mib(peak - base)} MiB above start)`,
  );
  await t.close();
}

await storeBench();
await httpBench();
await passwordLoadBench();
await syncBench();
await adminListsBench();
await imageBench();
await placeholderBench();
await clientSyncBench();
await photoSyncBench();
await saveOfflineBench();
console.log(
  `peak resident memory                          ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
);
