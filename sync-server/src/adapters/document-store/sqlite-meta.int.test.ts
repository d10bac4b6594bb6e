// A restore gives the database a new incarnation and raises its revision floor past every revision handed
// out before, so a number a screen or device still holds is never given to another write.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from './sqlite';
import { readMeta, readRevisionFloor, renewIncarnation } from './sqlite-meta';

describe('the store restored from a backup', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sqlite-meta-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Opens the file as `npm run restore` does, renews it, and answers the floor its next server reads. */
  async function restore(file: string, now: number): Promise<number> {
    const db = new Database(file);
    try {
      renewIncarnation(db, now);
    } finally {
      db.close();
    }
    const store = await createSqliteStore({ file });
    try {
      return await store.withLock('floor', async (tx) => tx.revisionFloor);
    } finally {
      await store.close();
    }
  }

  const incarnationOf = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return readMeta(db, 'incarnation');
    } finally {
      db.close();
    }
  };

  it('starts its revisions above the time of the restore, with a new incarnation', async () => {
    const file = join(dir, 'store.sqlite');
    await (await createSqliteStore({ file })).close();
    const before = incarnationOf(file);
    const at = Date.parse('2026-11-29T12:00:00.000Z');
    expect(await restore(file, at)).toBe(at * 1000);
    expect(incarnationOf(file)).not.toBe(before);
  });

  it('starts each restore above the one before, even with the clock turned back', async () => {
    const file = join(dir, 'store.sqlite');
    await (await createSqliteStore({ file })).close();
    const oldBackup = join(dir, 'old-backup.sqlite');
    await copyFile(file, oldBackup);
    const at = Date.parse('2026-11-29T12:00:00.000Z');
    const first = await restore(file, at);
    // A backup taken after that restore, put back on a clock set back an hour.
    const second = await restore(file, at - 3_600_000);
    expect(second).toBe(first + 1);
    // The backup from before both, put back a minute after the first.
    await copyFile(oldBackup, file);
    expect(await restore(file, at + 60_000)).toBeGreaterThan(second);
  });

  it('reads a floor it cannot make sense of as none', async () => {
    const db = new Database(join(dir, 'odd.sqlite'));
    db.exec('CREATE TABLE _meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)');
    db.prepare("INSERT INTO _meta VALUES ('revisionFloor', 'soon')").run();
    expect(readRevisionFloor(db)).toBe(0);
    db.close();
  });
});
