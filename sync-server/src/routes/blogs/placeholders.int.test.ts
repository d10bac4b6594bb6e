// Every stored photo carries its ThumbHash (services/images/placeholder.ts) wherever blogs are answered:
// the REST answers of a blog made with photos, and the sync pull, for photos uploaded by hash too.
import { createHash } from 'node:crypto';
import { thumbHashToAverageRGBA } from 'thumbhash';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image';
import { newId } from '../../../../shared/ids';
import { insertUser, type TestUser } from '../../testing/factories';
import { photo } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device } from '../sync/sync-kit';
import { blogFields, form, send } from './blog-test-kit';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Images {
  imageData: { heroImage: ImageRef; imageUrls: ImageRef[] };
}

/** The average colour a placeholder decodes to, as 0–255 channels. */
function averageOf(ref: ImageRef): number[] {
  expect(ref.thumbhash).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const avg = thumbHashToAverageRGBA(Buffer.from(ref.thumbhash ?? '', 'base64'));
  return [avg.r, avg.g, avg.b].map((c) => Math.round(c * 255));
}

function expectNear(actual: number[], expected: number[]): void {
  const off = actual.map((c, i) => Math.abs(c - (expected[i] ?? 0)));
  expect(Math.max(...off)).toBeLessThan(16);
}

describe('photo placeholders', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  it('come with each image of a blog made with photos, in every answer', async () => {
    const images = [await photo('#2050c0'), await photo('#30a040')];
    const res = await t.app.request(
      '/api/blogs',
      send('POST', form({ ...blogFields, heroImage: await photo('#c04020'), images }), ann),
    );
    expect(res.status).toBe(201);
    const made: Images & { _id: string } = await res.json();
    expectNear(averageOf(made.imageData.heroImage), [0xc0, 0x40, 0x20]);
    expect(made.imageData.imageUrls.map(averageOf).map((c) => c.indexOf(Math.max(...c)))).toEqual([2, 1]);
    const read: Images = await (await t.app.request(`/api/public/blogs/${made._id}`)).json();
    expect(read.imageData).toEqual(made.imageData);
  });

  it('come with photos uploaded by hash, through the sync pull', async () => {
    const bytes = await photo('#c04020');
    const up = await t.app.request(`/api/sync/images/${sha(bytes)}`, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { ...ann.auth, 'content-type': 'image/jpeg' },
    });
    expect(up.status).toBe(201);
    const { image } = (await up.json()) as { image: ImageRef };
    expectNear(averageOf(image), [0xc0, 0x40, 0x20]);

    const device = new Device(t, ann);
    const id = newId();
    const fields = { blogTitle: 'Lofoten', country: 'Norway', blogBody: 'Light.', publish: true };
    await device.push([
      device.mutation({
        entity: 'blog',
        id,
        kind: 'create',
        fields: { ...fields, heroImage: sha(bytes), imageUrls: [sha(bytes)] },
      }),
    ]);
    const reader = new Device(t, await insertUser(t.deps));
    const pulled = (await reader.pullAll()).find((c) => c.id === id)?.doc as unknown as Images;
    expect(pulled.imageData.heroImage.thumbhash).toBe(image.thumbhash);
    expect(pulled.imageData.imageUrls[0]?.thumbhash).toBe(image.thumbhash);
  });
});
