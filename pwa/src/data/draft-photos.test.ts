import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from './db.ts';
import { draftRepository } from './draft-repository.ts';
import type { StoredBlob } from './records.ts';
import { testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

const photo = (sha256: string): StoredBlob => ({
  sha256,
  blob: new Blob([sha256]),
  type: 'image/jpeg',
  size: 4,
  width: 40,
  height: 30,
  uploaded: 0,
});

describe('a draft’s photos', () => {
  it('are kept on the device with their names, in order, and read back', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'Lima' });
    const set = {
      hero: { name: 'hero.jpg', photo: photo('h1') },
      images: [
        { name: 'b.jpg', photo: photo('i2') },
        { name: 'a.jpg', photo: photo('i1') },
      ],
    };
    expect(await drafts.savePhotos(id, set)).toBe(true);
    expect(await db.draftPhotos.get(id)).toEqual({
      draftId: id,
      hero: { sha256: 'h1', name: 'hero.jpg' },
      images: [
        { sha256: 'i2', name: 'b.jpg' },
        { sha256: 'i1', name: 'a.jpg' },
      ],
    });
    const back = await drafts.photos(id);
    expect(back.hero?.name).toBe('hero.jpg');
    expect(back.images.map((i) => [i.name, i.photo.sha256])).toEqual([
      ['b.jpg', 'i2'],
      ['a.jpg', 'i1'],
    ]);
    // Photos are device-local: the synced draft (and its outbox entry) carry none of them.
    expect((await db.outbox.toArray()).map((e) => Object.keys(e.fields))).toEqual([['blogTitle']]);

    await drafts.savePhotos(id, { hero: null, images: [{ name: 'a.jpg', photo: photo('i1') }] });
    expect(await drafts.photos(id)).toMatchObject({ hero: null, images: [{ name: 'a.jpg' }] });
  });

  it('leave a photo already stored as it is (its upload state with it)', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    const id = await drafts.save(null, { blogTitle: 'Lima' });
    await db.blobs.put({ ...photo('h1'), uploaded: 1 });
    await drafts.savePhotos(id, { hero: { name: 'hero.jpg', photo: photo('h1') }, images: [] });
    expect((await db.blobs.get('h1'))?.uploaded).toBe(1);
  });

  it('are not kept for a draft that is gone, and go with the draft', async () => {
    db = testDb();
    const drafts = draftRepository(db);
    expect(await drafts.savePhotos('nope', { hero: { name: 'h.jpg', photo: photo('h1') }, images: [] })).toBe(
      false,
    );
    expect(await db.blobs.count()).toBe(0);
    const id = await drafts.save(null, { blogTitle: 'Lima' });
    await drafts.savePhotos(id, { hero: { name: 'h.jpg', photo: photo('h1') }, images: [] });
    await drafts.remove(id);
    expect(await db.draftPhotos.count()).toBe(0);
    expect(await drafts.photos(id)).toEqual({ hero: null, images: [] });
  });

  it('are resized and hashed as a blog’s photos are', async () => {
    db = testDb();
    const resize = async (file: Blob) => ({ blob: new Blob([await file.text(), '!']), width: 8, height: 6 });
    const prepared = await draftRepository(db, { resize }).preparePhoto(new Blob(['pic']));
    expect(prepared).toMatchObject({ width: 8, height: 6, size: 4, uploaded: 0 });
    expect(prepared.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
