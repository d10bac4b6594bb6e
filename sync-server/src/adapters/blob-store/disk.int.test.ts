import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobStoreContract, INVALID_BLOB_KEYS, streamOf } from '../../ports/blob-store.contract';
import { createDiskBlobStore } from './disk';

const temps: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'disk-blob-'));
  temps.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

blobStoreContract('disk', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'disk-blob-'));
  return {
    store: createDiskBlobStore({ root: path.join(dir, 'store') }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('disk blob store', () => {
  let parent: string;
  let root: string;

  beforeEach(async () => {
    parent = await tempDir();
    root = path.join(parent, 'store');
  });

  it('creates nothing outside its root for invalid keys', async () => {
    // The root two levels inside a temp dir of this test's own, so a key that climbed out ('../x',
    // 'a/../../b') would land where nothing else writes: the shared temp dir may hold anything.
    const own = await tempDir();
    const deep = path.join(own, 'area', 'store');
    const store = createDiskBlobStore({ root: deep });
    await store.put('inside.bin', Buffer.from('x'), { contentType: 'text/plain' });
    for (const key of INVALID_BLOB_KEYS) {
      await store.put(key, Buffer.from('x'), { contentType: 'text/plain' }).catch(() => undefined);
      await store.put(key, streamOf(Buffer.from('x')), { contentType: 'text/plain' }).catch(() => undefined);
    }
    expect((await readdir(own, { recursive: true })).sort()).toEqual([
      'area',
      path.join('area', 'store'),
      path.join('area', 'store', 'inside.bin'),
      path.join('area', 'store', 'inside.bin~meta.json'),
    ]);
  });

  it('lists no sidecars, temp files or foreign files', async () => {
    const store = createDiskBlobStore({ root });
    await store.put('img/a.webp', Buffer.from('x'), { contentType: 'image/webp' });
    await mkdir(path.join(root, 'img', '.cache'), { recursive: true });
    await writeFile(path.join(root, 'img', '.a.webp.123.tmp'), 'partial');
    await writeFile(path.join(root, 'img', '.cache', 'b.webp'), 'x');
    await writeFile(path.join(root, 'Upper.JPG'), 'x');
    expect(await store.list()).toEqual(['img/a.webp']);
  });

  it('leaves no temp file behind after a failed upload', async () => {
    const store = createDiskBlobStore({ root });
    const failing = async function* () {
      yield Buffer.from('part');
      throw new Error('boom');
    };
    await expect(
      store.put('img/a.webp', Readable.from(failing()), { contentType: 'image/webp' }),
    ).rejects.toThrow('boom');
    expect(await readdir(path.join(root, 'img'))).toEqual([]);
  });

  it('removes what a crash left part-way (temp files, a type without its object) once old enough', async () => {
    const store = createDiskBlobStore({ root });
    await store.put('img/ab/kept.webp', Buffer.from('x'), { contentType: 'image/webp' });
    const dir = path.join(root, 'img', 'ab');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['.gone.webp.1a2b.tmp', 'gone.webp~meta.json', '.fresh.webp.3c4d.tmp']) {
      await writeFile(path.join(dir, name), 'partial');
      if (!name.startsWith('.fresh')) await utimes(path.join(dir, name), old, old);
    }
    await utimes(path.join(dir, 'kept.webp'), old, old);
    await utimes(path.join(dir, 'kept.webp~meta.json'), old, old);
    expect(await store.sweepLeftovers(new Date(Date.now() - 60 * 60 * 1000))).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(['.fresh.webp.3c4d.tmp', 'kept.webp', 'kept.webp~meta.json']);
    const kept = await store.get('img/ab/kept.webp');
    kept?.body.destroy();
    expect(kept?.contentType).toBe('image/webp');
  });

  it('serves under /media by default or under the configured base', () => {
    expect(createDiskBlobStore({ root }).publicUrl('img/a.webp')).toBe('/media/img/a.webp');
    const custom = createDiskBlobStore({ root, publicBase: 'https://cdn.example/blobs/' });
    expect(custom.publicUrl('img/a.webp')).toBe('https://cdn.example/blobs/img/a.webp');
  });

  it('fails ping when the root cannot be written', async () => {
    await writeFile(path.join(parent, 'a-file'), '');
    expect(await createDiskBlobStore({ root: path.join(parent, 'a-file', 'store') }).ping()).toBe(false);
  });
});
