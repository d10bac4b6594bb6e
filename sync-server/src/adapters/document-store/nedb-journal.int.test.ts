import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreBusyError } from '../../ports/document-store';
import { deferred } from '../../ports/document-store-contract/context';
import { createNedbStore } from './nedb';

const CHILD = fileURLToPath(new URL('./nedb-crash-child.ts', import.meta.url));

/** What the child's transaction leaves, on top of seed(). */
const COMMITTED = {
  blogs: [
    { _id: 'b1', title: 'Alps, updated' },
    { _id: 'b2', title: 'Rome' },
  ],
  media: [{ _id: 'm1', blog: 'b2' }],
  sync_scopes: [{ _id: 'user:u1', seq: 2 }],
  sync_changes: [{ _id: 'user:u1|2', seq: 2, id: 'b2' }],
};
const IMAGES = 6;

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nedb-journal-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function seed(): Promise<void> {
  const store = await createNedbStore({ dir });
  await store.collection('blogs').insertMany([
    { _id: 'b1', title: 'Alps' },
    { _id: 'b3', title: 'Oslo' },
  ]);
  await store.collection('sync_scopes').insertOne({ _id: 'user:u1', seq: 1 });
  await store.close();
}

/** Every collection the child writes, as a freshly opened store sees it. */
async function reopened() {
  const store = await createNedbStore({ dir });
  try {
    const all = (name: string) => store.collection(name).find({}, { sort: { _id: 1 } });
    return {
      blogs: await all('blogs'),
      media: await all('media'),
      sync_scopes: await all('sync_scopes'),
      sync_changes: await all('sync_changes'),
    };
  } finally {
    await store.close();
  }
}

function runChild(failpoints: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dir], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', FAILPOINTS: failpoints },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
}

const readText = (name: string) => readFile(join(dir, name), 'utf8').catch(() => '');

describe('nedb transactions across a crash', () => {
  it('commits the whole transaction when nothing kills it', async () => {
    await seed();
    const { code, output } = await runChild('');
    expect(code, output).toBe(0);
    expect(await reopened()).toStrictEqual(COMMITTED);
  });

  it('keeps the record and none of the images when killed right after logging', async () => {
    await seed();
    const { signal, output } = await runChild('store.commit-logged=1');
    expect(signal, output).toBe('SIGKILL');
    expect(await readText('_journal.db')).toContain('"Rome"');
    expect(await readText('blogs.db')).not.toContain('"Rome"');
    expect(await reopened()).toStrictEqual(COMMITTED);
    expect(await readText('_journal.db')).toBe('');
  });

  it.each(Array.from({ length: IMAGES }, (_, i) => i + 1))(
    'completes the transaction at the next start when killed after applying image %i',
    async (k) => {
      await seed();
      const { signal, output } = await runChild(`store.commit-applied=${k}`);
      expect(signal, output).toBe('SIGKILL');
      expect(await readText('_journal.db')).toContain('"Rome"');
      expect(await reopened()).toStrictEqual(COMMITTED);
      expect(await readText('_journal.db')).toBe('');
    },
  );

  it('opens despite a torn journal record, and applies none of it', async () => {
    await seed();
    await appendFile(
      join(dir, '_journal.db'),
      '{"images":[{"collection":"blogs","_id":"b9","doc":{"_id":"b9","title":"Torn"}},{"collect',
    );
    const state = await reopened();
    expect(state.blogs).toStrictEqual([
      { _id: 'b1', title: 'Alps' },
      { _id: 'b3', title: 'Oslo' },
    ]);
  });

  it('replays a journal record found at start, then forgets it', async () => {
    await seed();
    const record = {
      _id: 'r1',
      images: [
        { collection: 'blogs', _id: 'b3', doc: null },
        { collection: 'blogs', _id: 'b9', doc: { _id: 'b9', at: { $$date: Date.UTC(2024, 0, 2) } } },
        { collection: 'sync_changes', _id: 'c1', doc: { _id: 'c1', id: 'b9' } },
      ],
    };
    await writeFile(join(dir, '_journal.db'), `${JSON.stringify(record)}\n`);
    const state = await reopened();
    expect(state.blogs).toStrictEqual([
      { _id: 'b1', title: 'Alps' },
      { _id: 'b9', at: new Date(Date.UTC(2024, 0, 2)) },
    ]);
    expect(state.sync_changes).toStrictEqual([{ _id: 'c1', id: 'b9' }]);
    expect(await readText('_journal.db')).toBe('');
  });

  it('opens a small datafile whose last line is torn, keeping the lines before it', async () => {
    // Two good lines and a torn one: a third of the file, far above NeDB's 10% corruption threshold.
    await writeFile(
      join(dir, 'blogs.db'),
      '{"_id":"b1","title":"Alps"}\n{"_id":"b2","title":"Rome"}\n{"_id":"b3","ti',
    );
    expect((await reopened()).blogs).toStrictEqual([
      { _id: 'b1', title: 'Alps' },
      { _id: 'b2', title: 'Rome' },
    ]);
  });
});

describe('nedb transactions', () => {
  it('writes nothing, not even a journal, for a section that only reads', async () => {
    await seed();
    const store = await createNedbStore({ dir });
    // Loading rewrites a datafile, so the baseline is taken once blogs is loaded.
    await store.collection('blogs').count();
    const before = await stat(join(dir, 'blogs.db'));
    await store.withLock('s', async (tx) => {
      await tx.collection('blogs').find({}, { sort: { title: 1 }, limit: 1 });
      await tx.collection('blogs').count({ title: 'Alps' });
    });
    expect(await readdir(dir)).not.toContain('_journal.db');
    expect((await stat(join(dir, 'blogs.db'))).mtimeMs).toBe(before.mtimeMs);
    await store.close();
  });

  /** fn reads counter c and sets `fields`; a direct write lands while it waits, the first time only. */
  async function meet(fields: (n: unknown) => Record<string, unknown>) {
    const store = await createNedbStore({ dir });
    const counters = store.collection('counters');
    await counters.insertOne({ _id: 'c', n: 0, views: 0 });
    const wrote = deferred();
    const go = deferred();
    let runs = 0;
    const locked = store.withLock('c', async (tx) => {
      runs += 1;
      const doc = await tx.collection('counters').findOne({ _id: 'c' });
      await tx.collection('counters').updateOne({ _id: 'c' }, { $set: fields(doc?.n) });
      wrote.resolve();
      await go.promise;
    });
    await wrote.promise;
    await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
    go.resolve();
    await locked;
    const after = await counters.findOne({ _id: 'c' });
    await store.close();
    return { runs, after };
  }

  it('runs fn again when a direct write changed a field fn also writes, keeping both', async () => {
    const { runs, after } = await meet((n) => ({ n: Number(n) + 10 }));
    expect(runs).toBe(2);
    expect(after).toStrictEqual({ _id: 'c', n: 11, views: 0 });
  });

  it('puts fn’s fields on top of a direct write to other fields, without running fn again', async () => {
    // A visitor's view counted while the owner's edit was in flight: both stay, as two $sets would.
    const { runs, after } = await meet(() => ({ label: 'edited', views: 5 }));
    expect(runs).toBe(1);
    expect(after).toStrictEqual({ _id: 'c', n: 1, views: 5, label: 'edited' });
  });

  it('gives up on a scope whose documents keep changing under it', async () => {
    const store = await createNedbStore({ dir });
    const counters = store.collection('counters');
    await counters.insertOne({ _id: 'c', n: 0 });
    let runs = 0;
    const attempt = store.withLock('c', async (tx) => {
      runs += 1;
      await tx.collection('counters').findOne({ _id: 'c' });
      await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } });
      await tx.collection('counters').updateOne({ _id: 'c' }, { $set: { n: -1 } });
    });
    await expect(attempt).rejects.toBeInstanceOf(StoreBusyError);
    expect(runs).toBe(20);
    expect(await counters.findOne({ _id: 'c' })).toStrictEqual({ _id: 'c', n: 20 });
    await store.close();
  });
});
