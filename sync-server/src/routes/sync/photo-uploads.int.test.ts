// Photos sent in chunks through /api/sync/images/{sha256}/upload, on the disk and the S3 blob store: an
// upload cut short resumes where the server's copy ends, also after a restart, and ends as the same image
// a one-request upload makes; every refused chunk leaves the upload as it was.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_CHUNK_BYTES, MIN_UPLOAD_CHUNK_BYTES } from '../../../../shared/sync/photo-upload';
import { MAX_IMAGE_BYTES } from '../../services/images/limits';
import { UPLOADS } from '../../services/sync/upload-doc';
import { insertUser, type TestUser } from '../../testing/factories';
import { noisyPhoto, notAnImage } from '../../testing/images';
import { expectNoOrphans } from '../../testing/orphans';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { appOn, BLOB_KINDS, restart, sendChunk, sendFrom, sha, startUpload } from './photo-upload-kit';

const CHUNK = MIN_UPLOAD_CHUNK_BYTES;

describe.each(BLOB_KINDS)('photos uploaded in chunks (%s blobs)', (kind) => {
  let t: TestApp;
  let ann: TestUser;
  let bytes: Buffer;
  beforeEach(async () => {
    t = await appOn(kind);
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    bytes = await noisyPhoto(1024, 768);
    expect(bytes.length).toBeGreaterThan(4 * CHUNK);
  });
  afterEach(() => t.close());

  const parts = () => t.deps.blobs.list('uploads/');

  it('resumes after a restart from where the server’s copy ends, and makes the one-request upload’s image', async () => {
    expect(await startUpload(t, ann, sha(bytes), bytes.length)).toEqual({
      status: 200,
      body: { offset: 0, size: bytes.length },
    });
    expect((await sendFrom(t, ann, bytes, 0, CHUNK, 3 * CHUNK)).body).toEqual({
      offset: 3 * CHUNK,
      size: bytes.length,
    });

    t = await restart(t);
    const resumed = await startUpload(t, ann, sha(bytes), bytes.length);
    expect(resumed.body).toEqual({ offset: 3 * CHUNK, size: bytes.length });
    const done = await sendFrom(t, ann, bytes, 3 * CHUNK, CHUNK);
    expect(done.status).toBe(201);

    const oneShot = await createTestApp();
    try {
      const res = await oneShot.app.request(`/api/sync/images/${sha(bytes)}`, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { ...(await insertUser(oneShot.deps)).auth, 'content-type': 'image/jpeg' },
      });
      expect(done.body).toEqual(await res.json());
    } finally {
      await oneShot.close();
    }
    expect(await parts()).toEqual([]);
    expect(await t.deps.store.collection(UPLOADS).count()).toBe(0);
    await expectNoOrphans(t.deps);
    // Known now: starting it again, or resending its last chunk, answers the photo without a byte more.
    expect(await startUpload(t, ann, sha(bytes), bytes.length)).toEqual({ status: 200, body: done.body });
    const last = Math.floor((bytes.length - 1) / CHUNK) * CHUNK;
    expect((await sendChunk(t, ann, sha(bytes), last, bytes.subarray(last))).body).toEqual(done.body);
  });

  it('answers 409 with the offset to send from when a chunk starts elsewhere, changing nothing', async () => {
    await startUpload(t, ann, sha(bytes), bytes.length);
    await sendFrom(t, ann, bytes, 0, CHUNK, 2 * CHUNK);
    const before = await parts();
    for (const offset of [0, CHUNK, 3 * CHUNK]) {
      const res = await sendChunk(t, ann, sha(bytes), offset, bytes.subarray(offset, offset + CHUNK));
      expect(res).toEqual({ status: 409, body: { offset: 2 * CHUNK, message: expect.any(String) } });
    }
    expect(await parts()).toEqual(before);
    expect((await startUpload(t, ann, sha(bytes), bytes.length)).body.offset).toBe(2 * CHUNK);
  });

  it('refuses a whole that does not match its hash with 400, and drops its parts', async () => {
    const other = sha(Buffer.from('another photo'));
    await startUpload(t, ann, other, bytes.length);
    const res = await sendFrom(t, ann, bytes, 0, CHUNK, bytes.length, other);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/does not match its hash/);
    expect(await parts()).toEqual([]);
    expect(await t.deps.store.collection(UPLOADS).count()).toBe(0);
    expect(await t.deps.blobs.list()).toEqual([]);
  });

  it('refuses what is too large, too small, or not a picture', async () => {
    const hash = sha(bytes);
    expect((await startUpload(t, ann, hash, MAX_IMAGE_BYTES + 1)).status).toBe(413);
    await startUpload(t, ann, hash, bytes.length);
    const tooBig = new Uint8Array(MAX_UPLOAD_CHUNK_BYTES + 1);
    expect((await sendChunk(t, ann, hash, 0, tooBig)).status).toBe(413);
    expect((await sendChunk(t, ann, hash, 0, bytes.subarray(0, CHUNK - 1))).status).toBe(400);
    expect((await sendChunk(t, ann, hash, 0, new Uint8Array())).status).toBe(400);
    const html = new Uint8Array(CHUNK);
    html.set(notAnImage);
    expect((await sendChunk(t, ann, hash, 0, html)).status).toBe(415);
    await sendFrom(t, ann, bytes, 0, CHUNK, 4 * CHUNK);
    const pastTheEnd = bytes.length - 4 * CHUNK + 1;
    expect((await sendChunk(t, ann, hash, 4 * CHUNK, new Uint8Array(pastTheEnd))).status).toBe(413);
    expect((await startUpload(t, ann, hash, bytes.length)).body.offset).toBe(4 * CHUNK);
    expect((await sendChunk(t, ann, 'NOT-A-HASH', 0, bytes.subarray(0, CHUNK))).status).toBe(400);
    expect((await startUpload(t, ann, hash, 0)).status).toBe(400);
  });

  it('keeps each user’s upload to themselves, refuses the demo user, and never serves parts', async () => {
    const bob = await insertUser(t.deps);
    const hash = sha(bytes);
    await startUpload(t, ann, hash, bytes.length);
    await sendFrom(t, ann, bytes, 0, CHUNK, 2 * CHUNK);
    expect((await sendChunk(t, bob, hash, 2 * CHUNK, bytes.subarray(2 * CHUNK, 3 * CHUNK))).status).toBe(404);
    expect((await startUpload(t, bob, hash, bytes.length)).body.offset).toBe(0);
    expect((await sendFrom(t, bob, bytes, 0, CHUNK, CHUNK)).body.offset).toBe(CHUNK);
    expect((await startUpload(t, ann, hash, bytes.length)).body.offset).toBe(2 * CHUNK);
    const demo = await insertUser(t.deps, { isDemoUser: true });
    expect((await startUpload(t, demo, hash, bytes.length)).status).toBe(403);
    for (const key of await parts()) expect((await t.app.request(`/media/${key}`)).status).toBe(404);
    const deleted = await t.app.request(`/api/users/delete-user/${ann.user._id}`, {
      method: 'DELETE',
      headers: ann.auth,
    });
    expect(deleted.status).toBe(200);
    expect((await t.deps.store.collection(UPLOADS).find({})).map((u) => u.userID)).toEqual([bob.user._id]);
  });
});
