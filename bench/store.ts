// The embedded store alone: inserts, updates by id and indexed sorted finds on SQLite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '../shared/ids';
import { createSqliteStore } from '../sync-server/src/adapters/document-store/sqlite';
import { recordFigures } from './results';
import { timed } from './timed';

export async function storeBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-store-'));
  const store = await createSqliteStore({ file: join(dir, 'store.sqlite') });
  try {
    const docs = store.collection('bench');
    await docs.ensureIndex({ fields: { owner: 1 } });
    const ids = Array.from({ length: 5000 }, () => newId());
    const inserts = await timed('SQLite insertOne', ids.length, 'docs', async () => {
      for (const [i, _id] of ids.entries())
        await docs.insertOne({ _id, owner: `u${i % 50}`, n: i, text: 'x'.repeat(200) });
    });
    const updates = await timed('SQLite updateOne ($inc by _id)', ids.length, 'updates', async () => {
      for (const _id of ids) await docs.updateOne({ _id }, { $inc: { n: 1 } });
    });
    const finds = await timed('SQLite find (indexed owner, sorted, 100 docs)', 500, 'queries', async () => {
      for (let i = 0; i < 500; i++) await docs.find({ owner: `u${i % 50}` }, { sort: { n: -1 }, limit: 100 });
    });
    recordFigures('store', {
      insertsPerSec: inserts.perSecond,
      updatesPerSec: updates.perSecond,
      findsPerSec: finds.perSecond,
    });
  } finally {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
