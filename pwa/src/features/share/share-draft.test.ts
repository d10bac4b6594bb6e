import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDb } from '../../data/db.ts';
import { draftRepository } from '../../data/draft-repository.ts';
import type { Resize } from '../../data/photos.ts';
import { testDb } from '../../data/test-support/test-db.ts';
import { keepShare, sharedFile } from './share.test-kit.ts';
import { openShares, textOfShare } from './share-draft.ts';
import { shareInbox } from './share-inbox.ts';
import { sharedCountry } from './shared-countries.ts';

let db: UserDb;
afterEach(() => db?.close());

/** Stands in for the canvas resize: a file whose bytes say "broken" is one the browser cannot read. */
const resize: Resize = async (file) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (new TextDecoder().decode(bytes).includes('broken')) throw new Error('not an image');
  // Node's Blob, as a browser's own would be: Node's WebCrypto hashes it.
  return { blob: new NodeBlob([bytes], { type: 'image/jpeg' }) as Blob, width: 800, height: 600 };
};

function setUp() {
  db = testDb();
  const factory = new IDBFactory();
  return { factory, inbox: shareInbox(factory), drafts: draftRepository(db, { resize }) };
}

describe('the text of a share', () => {
  it('takes the shared title, and the text and link as the story', () => {
    expect(
      textOfShare({ title: ' Porto ', text: 'Tiles everywhere', url: 'https://example.com/porto' }),
    ).toEqual({
      blogTitle: 'Porto',
      country: '',
      blogBody: 'Tiles everywhere\n\nhttps://example.com/porto',
      featured: false,
      publish: false,
    });
  });

  it('does not repeat a link the text already holds, and leaves the title empty without one', () => {
    const text = textOfShare({ title: '', text: 'Read https://example.com/a', url: 'https://example.com/a' });
    expect([text.blogTitle, text.blogBody]).toEqual(['', 'Read https://example.com/a']);
    expect(textOfShare({ title: '', text: '', url: 'https://example.com/b' }).blogBody).toBe(
      'https://example.com/b',
    );
  });

  it('is cut to what a draft can hold', () => {
    const text = textOfShare({ title: 't'.repeat(500), text: 'b'.repeat(60_000), url: '' });
    expect([text.blogTitle.length, text.blogBody.length]).toEqual([120, 50_000]);
  });
});

describe('opening what was shared', () => {
  it('makes a new draft with the text, the first photo as hero and the rest as photos, then drops the share', async () => {
    const { factory, inbox, drafts } = setUp();
    await keepShare(factory, {
      title: 'Porto',
      text: 'Tiles everywhere',
      files: [sharedFile('tiles.jpg'), sharedFile('broken.jpg'), sharedFile('river.jpg')],
    });
    const id = await openShares(inbox, drafts);
    expect(id).not.toBeNull();
    expect(await db.drafts.get(id as string)).toMatchObject({
      blogTitle: 'Porto',
      blogBody: 'Tiles everywhere',
    });
    const photos = await drafts.photos(id as string);
    // The file the browser cannot read is left out; the others keep their names and order.
    expect([photos.hero?.name, ...photos.images.map((i) => i.name)]).toEqual(['tiles.jpg', 'river.jpg']);
    expect(await photos.hero?.photo.blob.text()).toBe('bytes of tiles.jpg');
    expect(await inbox.pending()).toEqual([]);
  });

  it('finds the country the first photo was taken in before resizing, for the form to suggest', async () => {
    const { factory, inbox, drafts } = setUp();
    const gps = (latitude: string, longitude: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
        .jpeg()
        .withExif({
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: latitude, GPSLongitudeRef: 'W', GPSLongitude: longitude },
        })
        .toBuffer();
    // The resize stand-in keeps the bytes; a real resize drops the GPS, so it must be read before.
    const file = async (name: string, latitude: string, longitude: string) => ({
      name,
      type: 'image/jpeg',
      blob: new NodeBlob([await gps(latitude, longitude)], { type: 'image/jpeg' }) as Blob,
    });
    await keepShare(factory, {
      files: [
        await file('lisbon.jpg', '38/1 42/1 0/1', '9/1 8/1 0/1'),
        await file('cusco.jpg', '13/1 31/1 0/1', '71/1 58/1 0/1'),
      ],
    });
    const photos = await drafts.photos((await openShares(inbox, drafts)) as string);
    expect(sharedCountry(photos.hero?.photo.sha256 ?? '')).toBe('portugal');
    // Only the first photo suggests: no other can become the draft's first.
    expect(sharedCountry(photos.images[0]?.photo.sha256 ?? '')).toBeNull();
  });

  it('makes each waiting share a draft, oldest first, and answers the newest; a second run makes none', async () => {
    const { factory, inbox, drafts } = setUp();
    await keepShare(factory, { title: 'first' });
    await keepShare(factory, { title: 'second', files: [sharedFile('a.jpg')] });
    const [id, again] = await Promise.all([openShares(inbox, drafts), openShares(inbox, drafts)]);
    expect(again).toBe(id);
    expect((await db.drafts.toArray()).map((d) => d.blogTitle).sort()).toEqual(['first', 'second']);
    expect((await db.drafts.get(id as string))?.blogTitle).toBe('second');
    expect(await openShares(inbox, drafts)).toBeNull();
    expect(await db.drafts.count()).toBe(2);
  });

  it('keeps the share when its draft cannot be saved, for the next try', async () => {
    const { factory, inbox, drafts } = setUp();
    await keepShare(factory, { title: 'Porto', files: [sharedFile('tiles.jpg')] });
    const full = { ...drafts, save: () => Promise.reject(new Error('the device is full')) };
    await expect(openShares(inbox, full)).rejects.toThrow('the device is full');
    expect((await inbox.pending()).map((s) => s.title)).toEqual(['Porto']);
    const id = await openShares(inbox, drafts);
    expect((await db.drafts.get(id as string))?.blogTitle).toBe('Porto');
    expect(await inbox.pending()).toEqual([]);
  });

  it('makes no draft when its photos cannot be kept, and keeps the share', async () => {
    const { factory, inbox, drafts } = setUp();
    await keepShare(factory, { title: 'Porto', files: [sharedFile('tiles.jpg')] });
    const full = { ...drafts, savePhotos: () => Promise.reject(new Error('the device is full')) };
    await expect(openShares(inbox, full)).rejects.toThrow('the device is full');
    expect(await db.drafts.count()).toBe(0);
    expect((await inbox.pending()).map((s) => s.title)).toEqual(['Porto']);
  });

  it('leaves out a record that is not a share', async () => {
    const { factory, inbox } = setUp();
    await keepShare(factory, { title: 42 as unknown as string });
    await keepShare(factory, { title: 'Porto' });
    expect((await inbox.pending()).map((s) => s.title)).toEqual(['Porto']);
  });
});
