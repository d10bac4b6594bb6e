import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedStoreFile, openEmbeddedStore } from '../../sync-server/src/adapters/document-store/embedded';
import { readMeta } from '../../sync-server/src/adapters/document-store/sqlite-meta';
import { type ServerProcess, startServer } from '../../sync-server/src/testing/server-process';
import {
  asideFolders,
  createBlog,
  createTask,
  deleteBlog,
  imageUrlsOf,
  ownBlogs,
  ownTaskTexts,
  readDatabase,
  runStoreCommand,
  signIn,
} from './backup-restore.test-kit';

const ADMIN = { email: 'admin@example.com', password: 'backup-admin-pass' };
const STACK = /at .*\.ts:\d+/;

function metaIn(file: string, key: string): string | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return readMeta(db, key);
  } finally {
    db.close();
  }
}
const incarnationIn = (file: string) => metaIn(file, 'incarnation');

describe('npm run backup and npm run restore', () => {
  let root: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'travel-blog-backup-'));
    dataDir = join(root, 'data');
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await rm(root, { recursive: true, force: true });
  });

  const serverEnv = () => ({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: 'false',
    SEED_SAMPLE_CONTENT: 'true',
  });

  it('backs up a running server, and restores it once stopped', async () => {
    server = await startServer(serverEnv());
    const { url } = server;
    const token = await signIn(url, ADMIN.email, ADMIN.password);
    await createBlog(url, token, 'Written before the backup');
    await createTask(url, token, 'Task before the backup');

    // Blogs come and go (a deleted blog's images are deleted at once) for as long as the backup runs.
    const backupDir = join(root, 'backups', 'first');
    let backingUp = true;
    const backup = runStoreCommand('backup', backupDir, { DATA_DIR: dataDir }).finally(() => {
      backingUp = false;
    });
    let writes = 0;
    let previous: string | undefined;
    while (backingUp) {
      writes += 1;
      const blog = await createBlog(url, token, `Written during the backup ${writes}`);
      if (previous) await deleteBlog(url, token, previous);
      previous = blog._id;
      await createTask(url, token, `Task during the backup ${writes}`);
    }
    const backedUp = await backup;
    expect(backedUp.output).toContain(`Backed up ${dataDir} into ${backupDir}`);
    expect(backedUp.output).toMatch(/images: +\d+ files/);
    expect(backedUp.output).toContain('jwt-secret copied');
    expect(backedUp.code).toBe(0);

    const copy = readDatabase(embeddedStoreFile(backupDir));
    expect(copy.integrity).toBe('ok');
    expect(copy.blogs.map((blog) => blog.blogTitle)).toContain('Written before the backup');
    for (const blog of copy.blogs) {
      for (const image of imageUrlsOf(blog)) {
        expect(existsSync(join(backupDir, ...image.split('/').filter(Boolean))), image).toBe(true);
      }
    }

    await createBlog(url, token, 'Written after the backup');
    await createTask(url, token, 'Task after the backup');

    const refused = await runStoreCommand('restore', backupDir, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The server is running');
    expect(refused.output).not.toMatch(STACK);
    expect(asideFolders(dataDir)).toEqual([]);
    expect((await ownBlogs(url, token)).map((blog) => blog.blogTitle)).toContain('Written after the backup');

    const pidFile = join(dataDir, 'db', 'server.pid');
    const serverPid = await readFile(pidFile, 'utf8');
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(existsSync(pidFile)).toBe(false);
    // A server killed outright leaves its pid behind: a pid no process has is no running server.
    await writeFile(pidFile, serverPid);
    const incarnationBefore = incarnationIn(embeddedStoreFile(dataDir));
    const restoreStarted = Date.now();
    const restored = await runStoreCommand('restore', backupDir, { DATA_DIR: dataDir });
    expect(restored.output).toContain(`into ${dataDir}`);
    expect(restored.code).toBe(0);
    const said = /incarnation: +(\S+) before, (\S+) in the backup, now (\S+)/.exec(restored.output);
    expect(said?.[1]).toBe(incarnationBefore);
    const incarnationNow = incarnationIn(embeddedStoreFile(dataDir));
    expect(said?.[3]).toBe(incarnationNow);
    expect(incarnationNow).not.toBe(said?.[2]);
    expect(incarnationNow).not.toBe(incarnationBefore);
    // Revisions start above every number the store before handed out.
    const floor = Number(metaIn(embeddedStoreFile(dataDir), 'revisionFloor'));
    expect(floor).toBeGreaterThanOrEqual(restoreStarted * 1000);

    // The data the restore replaced is kept, whole, with the writes made after the backup.
    const [aside, ...more] = asideFolders(dataDir);
    expect(more).toEqual([]);
    expect(restored.output).toContain(`kept aside:  db, media, jwt-secret in ${aside}`);
    const kept = readDatabase(embeddedStoreFile(aside ?? ''));
    expect(kept.blogs.map((blog) => blog.blogTitle)).toContain('Written after the backup');
    expect(existsSync(join(aside ?? '', 'jwt-secret'))).toBe(true);

    server = await startServer(serverEnv());
    // The token signed before the backup still signs in: the restored secret is the one it was signed with.
    const blogs = await ownBlogs(server.url, token);
    const titles = blogs.map((blog) => blog.blogTitle);
    expect(titles).toContain('Written before the backup');
    expect(titles).not.toContain('Written after the backup');
    const tasks = await ownTaskTexts(server.url, token);
    expect(tasks).toContain('Task before the backup');
    expect(tasks).not.toContain('Task after the backup');
    for (const image of blogs.flatMap(imageUrlsOf)) {
      expect((await fetch(`${server.url}${image}`)).status, image).toBe(200);
    }
    await signIn(server.url, ADMIN.email, ADMIN.password);
  }, 240_000);

  it('refuses a folder that is not empty, and overwrites nothing', async () => {
    const store = await openEmbeddedStore(dataDir);
    await store.close();
    const target = join(root, 'earlier-backup');
    await mkdir(target);
    await writeFile(join(target, 'notes.txt'), 'an earlier backup');

    const { code, output } = await runStoreCommand('backup', target, { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain(`${target} is not empty`);
    expect(output).not.toMatch(STACK);
    expect(existsSync(join(target, 'backup.json'))).toBe(false);
  });

  it('refuses to back up MongoDB and names its own tools', async () => {
    const { code, output } = await runStoreCommand('backup', join(root, 'b'), {
      DATA_DIR: dataDir,
      MONGODB_URI: 'mongodb://localhost:27017/?replicaSet=rs0',
    });
    expect(code).toBe(1);
    expect(output).toContain('mongodump');
    expect(existsSync(join(root, 'b'))).toBe(false);
  });

  it('refuses a broken backup before touching the data', async () => {
    const store = await openEmbeddedStore(dataDir);
    await store.collection('users').insertOne({ _id: 'u1', name: 'Ann Lee' });
    await store.close();
    const incarnation = incarnationIn(embeddedStoreFile(dataDir));
    const good = join(root, 'good');
    expect((await runStoreCommand('backup', good, { DATA_DIR: dataDir })).code).toBe(0);

    const unfinished = join(root, 'unfinished');
    await mkdir(join(unfinished, 'db'), { recursive: true });
    const damaged = join(root, 'damaged');
    await mkdir(join(damaged, 'db'), { recursive: true });
    await writeFile(join(damaged, 'backup.json'), await readFile(join(good, 'backup.json'), 'utf8'));
    await writeFile(embeddedStoreFile(damaged), 'not a database at all, just some text'.repeat(200));

    // A database that opens, with an index that no longer matches its table, as a failing disk leaves one.
    const corrupted = join(root, 'corrupted');
    await cp(good, corrupted, { recursive: true });
    const db = new Database(embeddedStoreFile(corrupted));
    db.exec('CREATE INDEX ix_probe ON c_users (_id)');
    db.unsafeMode(true);
    db.pragma('writable_schema = ON');
    db.prepare(
      "UPDATE sqlite_master SET sql = 'CREATE INDEX ix_probe ON c_users (doc)' WHERE name = 'ix_probe'",
    ).run();
    db.close();

    for (const [folder, why] of [
      [corrupted, /fails SQLite's integrity check: row \d+ missing from index ix_probe/],
      [unfinished, /backup\.json is missing/],
      [damaged, /cannot be read/],
      [join(root, 'nowhere'), /is not a folder/],
    ] as const) {
      const { code, output } = await runStoreCommand('restore', folder, { DATA_DIR: dataDir });
      expect(output).toMatch(why);
      expect(output).not.toMatch(STACK);
      expect(code).toBe(1);
    }
    expect(asideFolders(dataDir)).toEqual([]);
    expect(incarnationIn(embeddedStoreFile(dataDir))).toBe(incarnation);
  }, 120_000);
});
