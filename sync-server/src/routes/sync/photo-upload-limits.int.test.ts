// What bounds the parts of photos part-way up, on the disk and the S3 blob store: a quota per user (with
// idle uploads giving way to new ones), the sweep of abandoned uploads and of parts no upload names, and
// a photo the server already has, answered at once without a byte sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_UPLOAD_CHUNK_BYTES } from '../../../../shared/sync/photo-upload';
import { MAX_IMAGE_BYTES } from '../../services/images/limits';
import { startUpload as startService } from '../../services/sync/photo-uploads';
import {
  MAX_OPEN_UPLOAD_BYTES,
  MAX_OPEN_UPLOADS,
  UPLOAD_IDLE_MS,
  UPLOAD_TTL_MS,
  UPLOADS,
} from '../../services/sync/upload-doc';
import { sweepAbandonedUploads } from '../../services/sync/upload-sweep';
import { insertUser, type TestUser } from '../../testing/factories';
import { noisyPhoto } from '../../testing/images';
import type { TestApp } from '../../testing/test-app';
import { appOn, BLOB_KINDS, sendFrom, sha, startUpload } from './photo-upload-kit';

const CHUNK = MIN_UPLOAD_CHUNK_BYTES;
const fakeHash = (n: number) => sha(Buffer.from(`photo ${n}`));

describe.each(BLOB_KINDS)('limits of chunked photo uploads (%s blobs)', (kind) => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await appOn(kind);
    ann = await insertUser(t.deps);
  });
  afterEach(() => t.close());

  it('answers a photo the server already has at once', async () => {
    const bytes = await noisyPhoto(1024, 768);
    await startUpload(t, ann, sha(bytes), bytes.length);
    const made = await sendFrom(t, ann, bytes, 0, CHUNK);
    const bob = await insertUser(t.deps);
    expect(await startUpload(t, bob, sha(bytes), bytes.length)).toEqual({ status: 200, body: made.body });
    expect(await t.deps.store.collection(UPLOADS).count()).toBe(0);
  });

  it('holds each user to a number of uploads and bytes part-way up; idle ones give way', async () => {
    const whole = Math.floor(MAX_OPEN_UPLOAD_BYTES / MAX_OPEN_UPLOADS);
    for (let n = 0; n < MAX_OPEN_UPLOADS; n++)
      expect((await startUpload(t, ann, fakeHash(n), whole)).status, `upload ${n}`).toBe(200);
    const refused = await startUpload(t, ann, fakeHash(99), 1000);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many photos/);
    // Another user has a quota of their own; the bytes count too.
    const bob = await insertUser(t.deps);
    for (let n = 0; n * MAX_IMAGE_BYTES < MAX_OPEN_UPLOAD_BYTES; n++)
      expect((await startUpload(t, bob, fakeHash(n), MAX_IMAGE_BYTES)).status).toBe(200);
    expect((await startUpload(t, bob, fakeHash(99), MAX_IMAGE_BYTES)).status).toBe(429);

    const later = new Date(Date.now() + UPLOAD_IDLE_MS + 1000);
    expect(await startService(t.deps, ann.user._id, fakeHash(99), 1000, later)).toEqual({
      offset: 0,
      size: 1000,
    });
    const left = await t.deps.store.collection(UPLOADS).count({ userID: ann.user._id });
    expect(left).toBe(MAX_OPEN_UPLOADS);
  });

  it('sweeps uploads abandoned for a day with their parts, and parts no upload names', async () => {
    const bytes = await noisyPhoto(1024, 768);
    await startUpload(t, ann, sha(bytes), bytes.length);
    await sendFrom(t, ann, bytes, 0, CHUNK, 2 * CHUNK);
    await t.deps.blobs.put('uploads/0123abcd/000000000-00ff00ff', Buffer.from('left by a crash'), {
      contentType: 'application/octet-stream',
    });
    expect(await sweepAbandonedUploads(t.deps)).toBe(0);
    expect(await t.deps.blobs.list('uploads/')).toHaveLength(2);

    expect(await sweepAbandonedUploads(t.deps, new Date(Date.now() + UPLOAD_TTL_MS + 1000))).toBe(1);
    expect(await t.deps.blobs.list('uploads/')).toEqual([]);
    expect(await t.deps.store.collection(UPLOADS).count()).toBe(0);
    expect((await startUpload(t, ann, sha(bytes), bytes.length)).body.offset).toBe(0);
  });
});
