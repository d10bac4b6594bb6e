// The server SIGKILLed during a blog upload, then restarted on the same data (issue 16 fault suite). A
// crash must never leave a half-created blog or a blob that stays unnamed for good:
//   - a multipart blog create killed once its photos are stored but before the blog is (blog.images-stored):
//     no blog after the restart, the orphan sweep removes the blobs once their grace period is over, and
//     the same create sent again makes one whole blog;
//   - killed once the store has committed the blog, before the answer (store.after-commit): the restart
//     has the blog whole, with every photo served;
//   - a resumable photo upload killed after a chunk is stored but before its record moves on
//     (upload.part-stored), or after the photo's variants are stored but before the registry names them
//     (upload.image-stored): the device's next start resumes where the record says, the photo is made
//     once, and no upload part or unnamed blob is left.
// A sync push killed mid-batch is routes/sync/crash.int.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIN_UPLOAD_CHUNK_BYTES } from '../../../shared/sync/photo-upload';
import { BLOGS } from '../services/blogs/blog-doc';
import { ORPHAN_GRACE_MS, sweepOrphanImages } from '../services/images/orphan-sweep';
import { IMAGES } from '../services/sync/images';
import { UPLOADS } from '../services/sync/upload-doc';
import { UPLOAD_PARTS_PREFIX } from '../services/sync/upload-parts';
import { noisyPhoto, photo } from '../testing/images';
import { expectNoOrphans } from '../testing/orphans';
import { api, crashKit, expectKilledBy } from './crash-kit';

interface BlogAnswer {
  _id: string;
  blogTitle: string;
  imageData: { heroImage: { url: string } | null; imageUrls: { url: string }[] };
}

async function blogForm(): Promise<FormData> {
  const form = new FormData();
  form.set('blogTitle', 'Lisbon by tram');
  form.set('country', 'Portugal');
  form.set('blogBody', 'Hills and tiles.');
  form.set('publish', 'true');
  form.set('heroImage', new Blob([new Uint8Array(await photo('#c63'))]), 'hero.jpg');
  for (const color of ['#36c', '#3a6'])
    form.append('images', new Blob([new Uint8Array(await photo(color))]), `${color}.jpg`);
  return form;
}

/** The blog's photos are all served, from the restarted server. */
async function expectPhotosServed(url: string, blog: BlogAnswer): Promise<void> {
  const urls = [blog.imageData.heroImage?.url, ...blog.imageData.imageUrls.map((i) => i.url)];
  expect(urls.filter(Boolean)).toHaveLength(3);
  for (const src of urls) expect((await fetch(new URL(src ?? '', url))).status, src).toBe(200);
}

describe('the server killed during a blog upload', () => {
  it('after the photos are stored: no blog, the sweep takes the blobs, the resend makes one blog', async () => {
    const kit = await crashKit();
    try {
      const doomed = await kit.start('blog.images-stored=1');
      await expectKilledBy(doomed, api(doomed.url, kit.token)('/api/blogs', { body: await blogForm() }));

      await kit.offline(async (stores) => {
        expect(await stores.store.collection(BLOGS).count({})).toBe(0);
        // The crash did leave the photos behind: the case the sweep is for.
        expect((await stores.blobs.list('img/')).length).toBeGreaterThan(0);
        const now = new Date();
        await sweepOrphanImages(stores, now);
        await sweepOrphanImages(stores, new Date(now.getTime() + ORPHAN_GRACE_MS + 1000));
        expect(await stores.blobs.list('img/')).toEqual([]);
        await expectNoOrphans(stores);
      });

      const revived = await kit.start();
      try {
        const call = api(revived.url, kit.token);
        expect(await (await call('/api/blogs')).json()).toEqual([]);
        const created = await call('/api/blogs', { body: await blogForm() });
        expect(created.status).toBe(201);
        await expectPhotosServed(revived.url, (await created.json()) as BlogAnswer);
        expect(await (await call('/api/blogs')).json()).toHaveLength(1);
      } finally {
        await revived.stop();
      }
      await kit.offline(expectNoOrphans);
    } finally {
      await kit.close();
    }
  }, 90_000);

  it('right after the commit of the blog: the restart has it whole', async () => {
    const kit = await crashKit();
    try {
      const doomed = await kit.start('store.after-commit=1');
      await expectKilledBy(doomed, api(doomed.url, kit.token)('/api/blogs', { body: await blogForm() }));

      const revived = await kit.start();
      try {
        const blogs = (await (await api(revived.url, kit.token)('/api/blogs')).json()) as BlogAnswer[];
        expect(blogs.map((b) => b.blogTitle)).toEqual(['Lisbon by tram']);
        await expectPhotosServed(revived.url, blogs[0] as BlogAnswer);
      } finally {
        await revived.stop();
      }
      await kit.offline(expectNoOrphans);
    } finally {
      await kit.close();
    }
  }, 90_000);
});

describe('the server killed during a resumable photo upload', () => {
  const CHUNK = MIN_UPLOAD_CHUNK_BYTES;

  it.each([
    { point: 'upload.part-stored=2', resumeAt: CHUNK },
    { point: 'upload.image-stored=1', resumeAt: null },
  ])(
    'killed at $point: the upload resumes, one photo, nothing left over',
    async ({ point, resumeAt }) => {
      const bytes = new Uint8Array(await noisyPhoto(900, 700));
      expect(bytes.length).toBeGreaterThan(2 * CHUNK);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const path = `/api/sync/images/${hash}/upload`;
      const kit = await crashKit();
      /** Sends the chunks from offset on; answers the last answer. */
      const sendFrom = async (call: ReturnType<typeof api>, offset: number) => {
        let answer: { offset?: number; image?: { id: string } } = { offset };
        while (answer.offset !== undefined) {
          const at = answer.offset;
          const response = await call(`${path}/${at}`, { method: 'PUT', body: bytes.slice(at, at + CHUNK) });
          answer = await response.json();
        }
        return answer;
      };
      try {
        const doomed = await kit.start(point);
        const call = api(doomed.url, kit.token);
        expect(await (await call(path, { body: { size: bytes.length } })).json()).toEqual({
          offset: 0,
          size: bytes.length,
        });
        await expectKilledBy(doomed, sendFrom(call, 0) as Promise<never>);

        const revived = await kit.start();
        try {
          const again = api(revived.url, kit.token);
          const resumed = (await (await again(path, { body: { size: bytes.length } })).json()) as {
            offset?: number;
            image?: { id: string };
          };
          // Killed before the photo was named, every byte was in: the start makes the photo from the parts.
          if (resumeAt === null) expect(resumed.image?.id).toBe(hash);
          else expect(resumed).toEqual({ offset: resumeAt, size: bytes.length });
          const done = resumed.image ? resumed : await sendFrom(again, resumed.offset ?? 0);
          expect(done.image?.id).toBe(hash);
          const known = await (await again(path, { body: { size: bytes.length } })).json();
          expect(known.image.id).toBe(hash);
        } finally {
          await revived.stop();
        }
        await kit.offline(async (stores) => {
          expect(await stores.blobs.list(UPLOAD_PARTS_PREFIX)).toEqual([]);
          expect(await stores.store.collection(UPLOADS).count({})).toBe(0);
          expect((await stores.store.collection(IMAGES).find({})).map((d) => d._id)).toEqual([hash]);
          await expectNoOrphans(stores);
        });
      } finally {
        await kit.close();
      }
    },
    90_000,
  );
});
