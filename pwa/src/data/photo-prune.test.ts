import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from './db.ts';
import { draftRepository } from './draft-repository.ts';
import { pruneStoredPhotos, releaseCachedCopies } from './photo-prune.ts';
import type { StoredBlob } from './records.ts';
import { blogWithPhotos } from './test-support/photo-blogs.ts';
import { recordTableRequests } from './test-support/table-requests.ts';
import { testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

const MAR = '2026-03-01T00:00:00.000Z';
const blob = (sha256: string, uploaded: 0 | 1 = 1): StoredBlob => ({
  sha256,
  blob: new Blob([sha256]),
  type: 'image/jpeg',
  size: 4,
  uploaded,
});
const cached = (imageId: string) => ({
  url: `http://app.test/${imageId}-480.webp`,
  imageId,
  bytes: 4,
  usedAt: 0,
});
const stored = async () => (await db.blobs.toCollection().primaryKeys()).sort();

describe('pruning the photos stored on the device', () => {
  it('keeps a synced blog’s photo until the server’s variant is kept in the photo cache', async () => {
    db = testDb();
    await db.blogs.put(blogWithPhotos('b1', MAR, 'aa01', ['aa02']));
    await db.blobs.bulkPut([blob('aa01'), blob('aa02'), blob('gone')]);
    await pruneStoredPhotos(db);
    expect(await stored()).toEqual(['aa01', 'aa02']);

    await db.cachedPhotos.put(cached('aa01'));
    await pruneStoredPhotos(db);
    expect(await stored()).toEqual(['aa02']);
  });

  it('reads the blogs’ summaries, not their stories, to find the photos they still need', async () => {
    db = testDb();
    const requests = recordTableRequests(db);
    await db.blogs.put(blogWithPhotos('b1', MAR, 'aa01', ['aa02']));
    await db.blobs.bulkPut([blob('aa01'), blob('aa02'), blob('gone')]);
    requests.clear();
    await pruneStoredPhotos(db);
    expect(await stored()).toEqual(['aa01', 'aa02']);
    expect(requests.reads).toContain('blogSummaries');
    expect(requests.reads).not.toContain('blogs');
  });

  it('holds nothing for writing when the device stores no photo (it runs after every sync cycle)', async () => {
    db = testDb();
    const requests = recordTableRequests(db);
    await db.blogs.put(blogWithPhotos('b1', MAR, 'aa01', ['aa02']));
    requests.clear();
    await pruneStoredPhotos(db);
    expect(requests.writeScopes).toEqual([]);
    expect(requests.reads).toEqual(['blobs']);
  });

  it('keeps photos a queued write names, even once cached', async () => {
    db = testDb();
    await db.blobs.put(blob('aa01', 0));
    await db.outbox.add({
      seq: 1,
      opId: 'op',
      entity: 'blog',
      id: 'b1',
      kind: 'update',
      baseRev: 1,
      fields: { imageUrls: ['aa01'] },
      createdAt: MAR,
      attempts: 0,
    });
    await db.cachedPhotos.put(cached('aa01'));
    await pruneStoredPhotos(db);
    await releaseCachedCopies(db);
    expect(await stored()).toEqual(['aa01']);
  });

  it('keeps a draft’s photos while the draft exists, and drops them with it', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'Lima' });
    await drafts.savePhotos(id, { hero: { name: 'h.jpg', photo: blob('dd01', 0) }, images: [] });
    await pruneStoredPhotos(db);
    await releaseCachedCopies(db);
    expect(await stored()).toEqual(['dd01']);

    // Deleted elsewhere and synced: the draft is gone from the table, its photo list is an orphan.
    await db.drafts.delete(id);
    await pruneStoredPhotos(db);
    expect(await stored()).toEqual([]);
    expect(await db.draftPhotos.count()).toBe(0);
  });

  it('releases the device’s copies once cached, without reading the blogs (a pull may be starting over)', async () => {
    db = testDb();
    await db.blobs.bulkPut([blob('aa01'), blob('aa02'), blob('new', 0)]);
    await db.cachedPhotos.bulkPut([cached('aa01')]);
    await releaseCachedCopies(db);
    expect(await stored()).toEqual(['aa02', 'new']);
  });
});
