// The SQLite store's one writer (sqlite-writer.ts): writes waiting for it take turns in tasks of their own,
// share a commit, and a write undone takes the table it made along.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type DocumentStore, DuplicateKeyError } from '../../ports/document-store';
import { createSqliteStore } from './sqlite';

let dir = '';
let store: DocumentStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sqlite-writer-'));
  store = await createSqliteStore({ file: join(dir, 'store.sqlite') });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

it('lets the event loop turn between writes waiting for each other', async () => {
  let written = 0;
  const sections = Array.from({ length: 200 }, (_, i) =>
    store.withLock(`s${i}`, async (tx) => {
      await tx.collection('notes').insertOne({ _id: `n${i}` });
      await tx.collection('notes').updateOne({ _id: `n${i}` }, { $set: { seen: true } });
      written += 1;
    }),
  );
  // Queued now, it runs at the next turn of the event loop: before all 200 have written unless they kept
  // the loop to themselves.
  const writtenAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(written)));
  await Promise.all(sections);
  expect(writtenAtNextTurn).toBeLessThan(10);
  expect(await store.collection('notes').count({ seen: true })).toBe(200);
});

it('forgets a table whose making a failed write undid, in a section that goes on', async () => {
  const fresh = store.collection('fresh');
  await expect(fresh.insertMany([{ _id: 'a' }, { _id: 'a' }])).rejects.toBeInstanceOf(DuplicateKeyError);
  await fresh.insertOne({ _id: 'a' });
  await store.withLock('x', async (tx) => {
    const error = await tx
      .collection('other')
      .insertMany([{ _id: 'b' }, { _id: 'b' }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DuplicateKeyError);
    await tx.collection('other').insertOne({ _id: 'b' });
  });
  expect(await fresh.count()).toBe(1);
  expect(await store.collection('other').count()).toBe(1);
});
