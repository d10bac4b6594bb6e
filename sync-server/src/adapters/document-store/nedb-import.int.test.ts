import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../../ports/document-store';
import { embeddedStoreFile, openEmbeddedStore } from './embedded';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'nedb-data');

describe('an earlier version’s NeDB data folder', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nedb-import-'));
    await cp(FIXTURE, join(dataDir, 'db'), { recursive: true });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('comes into the SQLite store whole, the cut-short commit finished, the old files kept aside', async () => {
    const lines: string[] = [];
    const store = await openEmbeddedStore(dataDir, (line) => lines.push(line));
    try {
      expect(await store.collection('users').find({}, { sort: { _id: 1 } })).toStrictEqual([
        {
          _id: 'u1',
          name: 'Ann',
          email: 'ann@example.com',
          createdAt: new Date('2026-01-02T03:04:05.000Z'),
          isAdmin: false,
        },
        {
          _id: 'u2',
          name: 'Bobby',
          email: 'bob@example.com',
          createdAt: new Date('2026-02-03T04:05:06.000Z'),
          tags: ['a', 'b'],
        },
      ]);
      // The journal's record: b1 retitled, b2 in, b3 out; the scope and its change-log entry with them.
      expect(await store.collection('blogs').find({}, { sort: { _id: 1 } })).toStrictEqual([
        { _id: 'b1', title: 'Alps, updated', userID: 'u1', createdAt: new Date('2026-03-01T00:00:00.000Z') },
        { _id: 'b2', title: 'Rome' },
      ]);
      expect(await store.collection('media').find()).toStrictEqual([{ _id: 'm1', blog: 'b2' }]);
      expect(await store.collection('sync_scopes').findOne({ _id: 'user:u1' })).toStrictEqual({
        _id: 'user:u1',
        seq: 5,
      });
      expect(await store.collection('sync_changes').count()).toBe(1);
      expect(await store.collection('tasks').count({ userID: 'u1' })).toBe(1);
      // Writes go on as usual, unique indexes made anew by the server included.
      await store.collection('users').ensureIndex({ fields: { email: 1 }, unique: true });
      await expect(
        store.collection('users').insertOne({ _id: 'u9', email: 'ann@example.com' }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
    } finally {
      await store.close();
    }

    expect(lines[0]).toBe(
      `imported the earlier version's NeDB files into ${embeddedStoreFile(dataDir)}: ` +
        'blogs 2, media 1, sync_changes 1, sync_scopes 1, tasks 1, users 2',
    );
    expect(lines[1]).toBe('  finished 1 commit(s) a crash had cut short');
    const backup = lines[2]?.replace('  the NeDB files are kept in ', '') ?? '';
    expect(backup).toMatch(/\/db\/nedb-backup-\d{4}-\d{2}-\d{2}$/);
    expect((await readdir(backup)).sort()).toEqual(
      (await readdir(FIXTURE)).filter((f) => f.endsWith('.db')).sort(),
    );
    expect((await readdir(join(dataDir, 'db'))).filter((f) => f.endsWith('.db'))).toEqual([]);
  });

  it('imports once: the next start opens the store and imports nothing', async () => {
    await (await openEmbeddedStore(dataDir)).close();
    const lines: string[] = [];
    const store = await openEmbeddedStore(dataDir, (line) => lines.push(line));
    try {
      expect(lines).toEqual([]);
      expect(await store.collection('users').count()).toBe(2);
    } finally {
      await store.close();
    }
  });

  it('refuses a datafile with an unreadable line inside it, importing nothing', async () => {
    const { appendFile, writeFile, readFile } = await import('node:fs/promises');
    const users = join(dataDir, 'db', 'users.db');
    const text = await readFile(users, 'utf8');
    await writeFile(users, `${text}{"_id": broken\n`);
    await appendFile(users, `${JSON.stringify({ _id: 'u5', name: 'Eve' })}\n`);
    await expect(openEmbeddedStore(dataDir)).rejects.toThrow(/users\.db: line 7 is not a document/);
    expect((await readdir(join(dataDir, 'db'))).includes('store.sqlite')).toBe(false);
  });

  it('drops a last line a crash cut short, which was never acknowledged', async () => {
    const { appendFile } = await import('node:fs/promises');
    await appendFile(join(dataDir, 'db', 'tasks.db'), '{"_id":"t2","userID":"u1","task');
    const store = await openEmbeddedStore(dataDir);
    try {
      expect(await store.collection('tasks').count()).toBe(1);
    } finally {
      await store.close();
    }
  });
});
