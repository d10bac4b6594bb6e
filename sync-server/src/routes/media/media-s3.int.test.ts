import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '../../adapters/blob-store/s3';
import type { BlobStore } from '../../ports/blob-store';
import { type S3rverInstance, startS3rver } from '../../testing/s3rver';
import { createTestApp } from '../../testing/test-app';

describe('GET /media/* with the S3 adapter', () => {
  let s3: S3rverInstance;
  const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes for the proxy test');
  const key = 'img/cd/cdef01-960.webp';

  function s3Store(publicUrl?: string): BlobStore {
    return createS3BlobStore({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      ...(publicUrl && { publicUrl }),
    });
  }

  beforeAll(async () => {
    s3 = await startS3rver();
    await s3Store().put(key, bytes, { contentType: 'image/webp' });
  });
  afterAll(() => s3?.close());

  it('proxies the object when the bucket has no public URL', async () => {
    const t = await createTestApp({ blobs: s3Store() });
    try {
      const res = await t.app.request(`/media/${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);

      const range = await t.app.request(`/media/${key}`, { headers: { range: 'bytes=0-3' } });
      expect(range.status).toBe(206);
      expect(await range.text()).toBe('RIFF');
      expect((await t.app.request('/media/img/cd/missing.webp')).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('redirects to the public bucket URL when there is one', async () => {
    const t = await createTestApp({ blobs: s3Store('https://cdn.example.com/blog') });
    try {
      const res = await t.app.request(`/media/${key}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`https://cdn.example.com/blog/${key}`);
    } finally {
      await t.close();
    }
  });
});
