import 'fake-indexeddb/auto';
import { Unzip, UnzipPassThrough, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { ownPhotosCacheName } from '../../data/cached-photos.ts';
import type { UserDb } from '../../data/db.ts';
import type { LocalBlog, StoredBlob } from '../../data/records.ts';
import { FakeCacheStorage, ORIGIN } from '../../data/test-support/fake-caches.ts';
import { testDb } from '../../data/test-support/test-db.ts';
import { type ExportProgress, newOutcome } from './export-files.ts';
import type { PhotoEnv } from './export-photos.ts';
import { exportZip } from './export-zip.ts';

const USER = '019a0000-0000-7000-8000-0000000000aa';
let db: UserDb;
afterEach(() => db?.close());

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);

const stored = (sha256: string, type = 'image/jpeg'): StoredBlob => ({
  sha256,
  blob: new Blob([bytes(`device ${sha256}`)], { type }),
  type,
  size: 10,
  uploaded: 1,
});

const ref = (id: string): ImageRef => ({
  id,
  url: `/media/${id}-1600.webp`,
  width: 1600,
  height: 1200,
  variants: [
    { width: 480, url: `/media/${id}-480.webp` },
    { width: 1600, url: `/media/${id}-1600.webp` },
  ],
});

function blog(id: string, createdAt: string, fields: Partial<LocalBlog> = {}): LocalBlog {
  return {
    _id: id,
    rev: 1,
    pending: 0,
    base: null,
    createdAt,
    blogTitle: 'Rome',
    country: 'Italy',
    blogBody: `The story of ${id}.`,
    featured: false,
    publish: true,
    heroImage: null,
    imageUrls: [],
    imageData: { heroImage: null, imageUrls: [] },
    ...fields,
  };
}

interface Setup {
  caches?: FakeCacheStorage;
  online?: boolean;
  served?: Map<string, string>;
}

function envOf({ caches, online = false, served = new Map() }: Setup): PhotoEnv & { fetched: string[] } {
  const fetched: string[] = [];
  return {
    ...(caches && { caches: caches as unknown as CacheStorage }),
    online: () => online,
    origin: ORIGIN,
    userId: USER,
    fetched,
    fetch: async (input) => {
      const url = String(input);
      fetched.push(url);
      const body = served.get(url);
      if (body === undefined) return new Response('not found', { status: 404 });
      return new Response(body, { headers: { 'content-type': 'image/webp' } });
    },
  };
}

/** Reads the zip chunk by chunk, noting how far the export had got when each chunk arrived. */
async function readZip(stream: ReadableStream<Uint8Array>, progress: ExportProgress[]) {
  const chunks: Uint8Array[] = [];
  const progressAtChunk: number[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progressAtChunk.push(progress.length);
  }
  const zip = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    zip.set(chunk, at);
    at += chunk.length;
  }
  return { zip, progressAtChunk };
}

/** The file names in the order the zip holds them, found by a streaming reader fed chunk by chunk. */
function streamedNames(zip: Uint8Array): string[] {
  const names: string[] = [];
  const unzip = new Unzip((file) => names.push(file.name));
  unzip.register(UnzipPassThrough);
  for (let at = 0; at < zip.length; at += 64) unzip.push(zip.subarray(at, at + 64), at + 64 >= zip.length);
  return names;
}

describe('the export zip', () => {
  it('holds tasks, each blog’s Markdown and photos in order, and drafts, as a stream', async () => {
    db = testDb(USER);
    await db.tasks.bulkPut([
      {
        _id: 't2',
        rev: 1,
        pending: 0,
        base: null,
        createdAt: '2025-01-02T00:00:00.000Z',
        taskText: 'book the hotel',
        important: true,
        completed: false,
        date: '',
        time: '',
      },
      {
        _id: 't1',
        rev: 1,
        pending: 0,
        base: null,
        createdAt: '2025-01-01T00:00:00.000Z',
        taskText: 'pack the bags',
        important: false,
        completed: true,
        date: '',
        time: '',
      },
    ]);
    await db.blobs.bulkPut([stored('h1'), stored('i1', 'image/png')]);
    await db.blogs.bulkPut([
      blog('b2', '2025-02-01T00:00:00.000Z', { blogTitle: 'Rome: again' }),
      blog('b1', '2025-01-01T00:00:00.000Z', {
        heroImage: 'h1',
        imageUrls: ['i1'],
        imageData: { heroImage: ref('h1'), imageUrls: [ref('i1')] },
      }),
      blog('b3', '2025-03-01T00:00:00.000Z', { blogTitle: 'Rome' }),
    ]);
    await db.drafts.put({
      _id: 'd1',
      rev: 0,
      pending: 1,
      base: null,
      createdAt: '2025-04-01T00:00:00.000Z',
      blogTitle: 'Lima',
    });
    await db.blobs.put(stored('dh'));
    await db.draftPhotos.put({ draftId: 'd1', hero: { sha256: 'dh', name: 'x.jpg' }, images: [] });

    const progress: ExportProgress[] = [];
    const outcome = newOutcome();
    const env = envOf({ online: true });
    const stream = exportZip(db, { env, outcome, onProgress: (p) => progress.push(p) });
    const { zip, progressAtChunk } = await readZip(stream, progress);

    expect(streamedNames(zip)).toEqual([
      'tasks.md',
      'rome/blog.md',
      'rome/hero.jpg',
      'rome/photo-01.png',
      'rome-again/blog.md',
      'rome-2/blog.md',
      'drafts/lima/draft.md',
      'drafts/lima/hero.jpg',
    ]);
    const files = unzipSync(zip);
    expect(text(files['tasks.md'])).toBe(
      '# tasks\n\n- [x] pack the bags\n- [ ] book the hotel (important)\n',
    );
    expect(text(files['rome/blog.md'])).toContain('title: "Rome"\ncountry: "Italy"');
    expect(text(files['rome/blog.md'])).toMatch(/---\n\nThe story of b1\.\n$/);
    expect(text(files['rome/hero.jpg'])).toBe('device h1');
    expect(text(files['rome/photo-01.png'])).toBe('device i1');
    expect(text(files['drafts/lima/hero.jpg'])).toBe('device dh');
    // Photos on the device are never fetched.
    expect(env.fetched).toEqual([]);
    expect(outcome).toEqual({ blogs: 3, drafts: 1, photos: 3, missing: [] });

    // Made as it is read: the first bytes came before the export had read its blogs.
    expect(progressAtChunk[0]).toBeLessThan(progress.length);
    expect(progress.filter((p) => p.what === 'blogs').map((p) => p.done)).toEqual([0, 1, 2, 3]);
    expect(progress.at(-1)).toEqual({ done: 1, total: 1, what: 'drafts' });
  });

  it('takes photos from the device’s caches, then the server, and lists those it cannot find', async () => {
    db = testDb(USER);
    const caches = new FakeCacheStorage();
    const own = await caches.open(ownPhotosCacheName(USER));
    await own.put(
      `${ORIGIN}/media/c1-480.webp`,
      new Response('own cache c1', { headers: { 'content-type': 'image/webp' } }),
    );
    await db.cachedPhotos.put({ url: `${ORIGIN}/media/c1-480.webp`, imageId: 'c1', bytes: 12, usedAt: 1 });
    const media = await caches.open('media');
    await media.put(
      `${ORIGIN}/media/m1-480.webp`,
      new Response('media m1', { headers: { 'content-type': 'image/webp' } }),
    );
    const ids = ['c1', 'm1', 's1', 'gone'];
    await db.blogs.put(
      blog('b1', '2025-01-01T00:00:00.000Z', {
        blogTitle: 'Oslo',
        heroImage: 'c1',
        imageUrls: ids.slice(1),
        imageData: { heroImage: ref('c1'), imageUrls: ids.slice(1).map(ref) },
      }),
    );

    const served = new Map([[`${ORIGIN}/media/s1-1600.webp`, 'server s1']]);
    const online = envOf({ caches, online: true, served });
    const outcome = newOutcome();
    const files = unzipSync((await readZip(exportZip(db, { env: online, outcome }), [])).zip);
    expect(Object.keys(files)).toEqual([
      'tasks.md',
      'oslo/blog.md',
      'oslo/hero.webp',
      'oslo/photo-01.webp',
      'oslo/photo-02.webp',
      'missing-photos.txt',
    ]);
    expect(['oslo/hero.webp', 'oslo/photo-01.webp', 'oslo/photo-02.webp'].map((n) => text(files[n]))).toEqual(
      ['own cache c1', 'media m1', 'server s1'],
    );
    expect(online.fetched).toEqual([`${ORIGIN}/media/s1-1600.webp`, `${ORIGIN}/media/gone-1600.webp`]);
    expect(outcome.missing).toEqual([{ folder: 'oslo', role: 'photo 3', id: 'gone' }]);
    expect(text(files['missing-photos.txt'])).toContain('oslo/: photo 3 (photo gone)');

    // Offline, the server is not asked: its photo is listed too, and the rest of the export goes on.
    const offline = envOf({ caches, online: false, served });
    const offlineOutcome = newOutcome();
    const offlineFiles = unzipSync(
      (await readZip(exportZip(db, { env: offline, outcome: offlineOutcome }), [])).zip,
    );
    expect(offline.fetched).toEqual([]);
    expect(offlineOutcome.missing.map((m) => m.role)).toEqual(['photo 2', 'photo 3']);
    expect(Object.keys(offlineFiles)).toContain('oslo/photo-01.webp');
  });

  it('goes on when the network fails for a photo', async () => {
    db = testDb(USER);
    await db.blogs.put(
      blog('b1', '2025-01-01T00:00:00.000Z', {
        heroImage: 's1',
        imageData: { heroImage: ref('s1'), imageUrls: [] },
      }),
    );
    const env: PhotoEnv = {
      ...envOf({ online: true }),
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    };
    const outcome = newOutcome();
    const files = unzipSync((await readZip(exportZip(db, { env, outcome }), [])).zip);
    expect(Object.keys(files)).toEqual(['tasks.md', 'rome/blog.md', 'missing-photos.txt']);
    expect(outcome.missing).toEqual([{ folder: 'rome', role: 'hero', id: 's1' }]);
  });
});
