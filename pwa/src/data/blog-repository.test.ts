import { afterEach, describe, expect, it } from 'vitest';
import { blogRepository } from './blog-repository.ts';
import type { UserDb } from './db.ts';
import { sha256Hex } from './sha256.ts';
import { queued, testDb } from './test-support/test-db.ts';

let db: UserDb;
afterEach(() => db?.close());

/** Stands in for the canvas resize: the "resized" photo is the bytes with a marker, as a JPEG. */
const resize = async (file: Blob) => ({
  blob: new Blob([await file.arrayBuffer(), new Uint8Array([0xff])], { type: 'image/jpeg' }),
  width: 10,
  height: 10,
});
const photo = (text: string) => new Blob([text], { type: 'image/png' });
const hashOf = async (text: string) => sha256Hex(new Blob([text, new Uint8Array([0xff])]));

function setup() {
  db = testDb();
  return blogRepository(db, { resize });
}

describe('blog repository', () => {
  it('creates a blog naming its resized photos by SHA-256, with the photos stored waiting for upload', async () => {
    const blogs = setup();
    const id = await blogs.create({
      blogTitle: 'Lima',
      hero: photo('hero'),
      images: [photo('a'), photo('b')],
    });
    const [hero, a, b] = await Promise.all(['hero', 'a', 'b'].map(hashOf));
    expect(await queued(db)).toEqual([
      {
        seq: 1,
        entity: 'blog',
        id,
        kind: 'create',
        baseRev: 0,
        fields: {
          blogTitle: 'Lima',
          country: '',
          blogBody: '',
          featured: false,
          publish: false,
          heroImage: hero,
          imageUrls: [a, b],
        },
      },
    ]);
    expect(await db.blogs.get(id)).toMatchObject({
      heroImage: hero,
      imageUrls: [a, b],
      imageData: { heroImage: null, imageUrls: [] },
      pending: 1,
    });
    const stored = await db.blobs.toArray();
    expect(stored.map((s) => [s.sha256, s.type, s.uploaded]).sort()).toEqual(
      [hero, a, b].map((sha) => [sha, 'image/jpeg', 0]).sort(),
    );
  });

  it('creates a blog from photos already resized and stored (a draft’s) without resizing them again', async () => {
    db = testDb();
    const resized: Blob[] = [];
    const counted = async (file: Blob) => {
      resized.push(file);
      return resize(file);
    };
    const blogs = blogRepository(db, { resize: counted });
    const kept = {
      sha256: 'd'.repeat(64),
      blob: new Blob(['kept']),
      type: 'image/jpeg',
      size: 4,
      uploaded: 0 as const,
    };
    await db.blobs.put(kept);
    const id = await blogs.create({ blogTitle: 'Lima', hero: kept, images: [photo('a')] });
    expect(resized).toHaveLength(1);
    expect(await db.blogs.get(id)).toMatchObject({ heroImage: kept.sha256, imageUrls: [await hashOf('a')] });
    expect(await db.blobs.count()).toBe(2);
  });

  it('adds, replaces and removes photos, and changes the hero', async () => {
    const blogs = setup();
    const id = await blogs.create({ blogTitle: 'Lima', images: [photo('a')] });
    await db.outbox.toCollection().modify({ attempts: 1 });
    const [a = '', b = '', c = '', h = ''] = await Promise.all(['a', 'b', 'c', 'h'].map(hashOf));
    await blogs.addImages(id, [photo('b')]);
    await blogs.replaceImage(id, a, photo('c'));
    await blogs.setHero(id, photo('h'));
    expect((await db.blogs.get(id))?.imageUrls).toEqual([c, b]);
    await blogs.removeImage(id, b);
    await blogs.setHero(id, null);
    expect((await queued(db)).at(-1)?.fields).toEqual({ imageUrls: [c], heroImage: null });
    expect(await db.blogs.get(id)).toMatchObject({ imageUrls: [c], heroImage: null });
    expect(h).toMatch(/^[0-9a-f]{64}$/);
  });

  it('updates text fields with the server’s rules, and deletes', async () => {
    const blogs = setup();
    const id = await blogs.create({ blogTitle: 'Lima' });
    await expect(blogs.update(id, { blogTitle: ' ' })).rejects.toThrow('Please give the blog a title');
    await blogs.update(id, { publish: true, country: 'Peru' });
    expect(await db.blogs.get(id)).toMatchObject({ publish: true, country: 'Peru' });
    await blogs.remove(id);
    expect(await db.blogs.get(id)).toBeUndefined();
    expect((await queued(db)).map((e) => e.kind)).toEqual(['create', 'delete']);
  });
});
