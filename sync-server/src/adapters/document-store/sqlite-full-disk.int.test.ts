// The SQLite store on a disk that fills up (a small tmpfs, testing/small-disk.ts): a commit that cannot
// be written is rolled back whole, for every write that shared it; nothing of it is read, announced or
// replayed later; reads go on; writes work again once space is back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../ports/document-store';
import { cannotMount, mountSmallDisk, type SmallDisk } from '../../testing/small-disk';
import { createSqliteStore } from './sqlite';

const unmountable = cannotMount();
if (unmountable) console.warn(`full-disk store tests skipped: ${unmountable}`);

describe.skipIf(unmountable)('the SQLite store on a full disk', () => {
  let dir = '';
  let disk: SmallDisk;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sqlite-full-'));
    disk = mountSmallDisk(join(dir, 'disk'), 4 * 1024 * 1024);
  });
  afterEach(async () => {
    disk.unmount();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses every write of the commit, keeps serving reads, and writes again once space is back', async () => {
    const file = join(dir, 'disk', 'store.sqlite');
    const store = await createSqliteStore({ file });
    const notes = store.collection('notes');
    await notes.insertOne({ _id: 'kept', text: 'before' });
    const announced: unknown[] = [];
    store.watch('notes', (doc) => announced.push(doc));

    disk.fill();
    const attempts = await Promise.allSettled([
      store.withLock('a', async (tx) => {
        await tx.collection('notes').insertOne({ _id: 'locked', text: 'x'.repeat(5000) });
        await tx.collection('notes').updateOne({ _id: 'kept' }, { $set: { text: 'changed' } });
      }),
      notes.insertOne({ _id: 'outside', text: 'y'.repeat(5000) }),
      notes.updateOne({ _id: 'kept' }, { $set: { also: true } }),
    ]);
    for (const attempt of attempts) {
      expect(attempt.status).toBe('rejected');
      expect((attempt as PromiseRejectedResult).reason).toBeInstanceOf(StoreUnavailableError);
    }
    expect(await notes.find()).toStrictEqual([{ _id: 'kept', text: 'before' }]);
    expect(await store.ping()).toBe(true);

    disk.free();
    await notes.insertOne({ _id: 'after', text: 'space is back' });
    await store.close();
    expect(announced).toStrictEqual([{ _id: 'after', text: 'space is back' }]);

    const reopened = await createSqliteStore({ file });
    expect(await reopened.collection('notes').find({}, { sort: { _id: 1 } })).toStrictEqual([
      { _id: 'after', text: 'space is back' },
      { _id: 'kept', text: 'before' },
    ]);
    await reopened.close();
  });
});
