// The blog API on the S3 BlobStore against an s3rver: the same suites as on disk.
import { afterAll, beforeAll } from 'vitest';
import { createS3BlobStore } from '../../adapters/blob-store/s3';
import { type S3rverInstance, startS3rver } from '../../testing/s3rver';
import { blogImagesSuite } from './blog-images.suite';
import type { MakeBlobs } from './blog-test-kit';
import { ownBlogsSuite } from './own-blogs.suite';
import { publicAdminSuite } from './public-admin.suite';

let s3: S3rverInstance;
let bucket = 0;
beforeAll(async () => {
  s3 = await startS3rver('blogs');
});
afterAll(() => s3?.close());

// Each test gets an empty bucket of its own, so orphan checks see only its blobs.
const s3Blobs: MakeBlobs = async () => {
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const name = `blogs-${++bucket}`;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: name }));
  client.destroy();
  const blobs = createS3BlobStore({
    bucket: name,
    region: s3.region,
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  });
  return { blobs, cleanup: async () => {} };
};

ownBlogsSuite('s3', s3Blobs);
blogImagesSuite('s3', s3Blobs);
publicAdminSuite('s3', s3Blobs);
