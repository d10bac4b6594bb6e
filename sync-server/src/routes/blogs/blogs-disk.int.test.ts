// The blog API on the embedded disk BlobStore (the S3 twin runs the same suites).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDiskBlobStore } from '../../adapters/blob-store/disk';
import { blogImagesSuite } from './blog-images.suite';
import type { MakeBlobs } from './blog-test-kit';
import { ownBlogsSuite } from './own-blogs.suite';
import { publicAdminSuite } from './public-admin.suite';

const disk: MakeBlobs = async () => {
  const root = await mkdtemp(join(tmpdir(), 'blogs-disk-'));
  return { blobs: createDiskBlobStore({ root }), cleanup: () => rm(root, { recursive: true, force: true }) };
};

ownBlogsSuite('disk', disk);
blogImagesSuite('disk', disk);
publicAdminSuite('disk', disk);
