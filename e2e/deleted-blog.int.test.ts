// A blog deleted on the phone, offline, after the laptop changed it (issue 29, finding 8, for blogs): the
// phone's own conflict list offers it back, and "undo the delete" brings it back with its photo, though
// the phone no longer holds the photo's bytes (a browser lets them go once the server's copy is cached).
// Real repositories and engines on fake-indexeddb against the real server in-process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepKeptValue, restoreLostValue } from '../pwa/src/data/conflict-actions';
import { insertUser, type TestUser } from '../sync-server/src/testing/factories';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { createTestApp, type TestApp } from '../sync-server/src/testing/test-app';
import { type Client, makeClient, settle } from './sync-support/clients';

let t: TestApp;
let ann: TestUser;
const opened: Client[] = [];
beforeEach(async () => {
  t = await createTestApp({}, { LOG_REQUESTS: 'false' });
  ann = await insertUser(t.deps, { name: 'Ann Lee' });
});
afterEach(async () => {
  for (const c of opened.splice(0)) c.device.db.close();
  await t.close();
});

// The device resize runs in a browser; here the photo is a JPEG already and passes as it is.
const asIs = async (file: Blob) => ({ blob: file, width: 640, height: 480 });

function device(name: string): Client {
  const client = makeClient(t, ann, [], name, asIs);
  opened.push(client);
  return client;
}

/** The phone's blog with a photo, the laptop's new title, the phone's offline delete of what it saw. */
async function deletedOverTheLaptopsEdit() {
  const [phone, laptop] = [device('phone'), device('laptop')];
  const hero = new Blob([new Uint8Array(await noisyPhoto(640, 480))], { type: 'image/jpeg' });
  const id = await phone.device.blogs.create({ blogTitle: 'Tromsø', country: 'Norway', hero });
  await settle([phone, laptop]);
  phone.network.mode = 'down';
  await laptop.device.blogs.update(id, { blogTitle: 'Tromsø under the northern lights' });
  expect(await laptop.sync()).toBe(true);
  await phone.device.blogs.remove(id);
  // The server's copy is what the phone shows from now on; its own bytes are gone.
  await phone.device.db.blobs.clear();
  phone.network.mode = 'up';
  expect(await phone.sync()).toBe(true);
  const [conflict] = await phone.device.db.conflicts.toArray();
  if (!conflict) throw new Error('the phone lists no conflict');
  return { phone, laptop, id, conflict };
}

const heroOf = (doc: { imageData?: { heroImage?: { id: string } | null } } | null | undefined) =>
  doc?.imageData?.heroImage?.id;

describe('a blog deleted on one device while changed on another', () => {
  it('comes back with its photo when the phone undoes the delete, on both devices', async () => {
    const { phone, laptop, id, conflict } = await deletedOverTheLaptopsEdit();
    expect(conflict).toMatchObject({ kind: 'deleted', entity: 'blog', docId: id, resolved: 0 });
    expect(await t.deps.store.collection('blogs').findOne({ _id: id })).toBeNull();
    const photo = heroOf(conflict.lost as never);
    expect(photo).toMatch(/^[0-9a-f]{64}$/);

    expect(await restoreLostValue(phone.device.db, conflict._id)).toBe(true);
    // Before it is sent, the phone shows it with the photo the conflict kept.
    const queued = await phone.device.db.blogs.get(conflict._id);
    expect(queued).toMatchObject({
      blogTitle: 'Tromsø under the northern lights',
      heroImage: photo,
      pending: 1,
    });
    expect(heroOf(queued as never)).toBe(photo);

    await settle([phone, laptop]);
    const back = await t.deps.store.collection('blogs').findOne({ _id: conflict._id });
    expect(back).toMatchObject({ blogTitle: 'Tromsø under the northern lights', country: 'Norway' });
    expect(heroOf(back as never)).toBe(photo);
    const served = await t.app.request(
      new URL(
        (back as unknown as { imageData: { heroImage: { url: string } } }).imageData.heroImage.url,
        'http://x',
      ).pathname,
    );
    expect(served.status).toBe(200);
    for (const c of [phone, laptop]) {
      expect(heroOf(await c.device.db.blogs.get(conflict._id))).toBe(photo);
      expect(await c.device.db.conflicts.get(conflict._id)).toMatchObject({ resolved: 1 });
      expect(await c.device.db.blogs.get(id)).toBeUndefined();
    }
    expect(await t.deps.store.collection('blogs').count({ userID: ann.user._id })).toBe(1);
  });

  it('lets the photo go when the laptop keeps it deleted', async () => {
    const { phone, laptop, conflict } = await deletedOverTheLaptopsEdit();
    const photo = heroOf(conflict.lost as never) as string;
    expect((await t.deps.blobs.list()).some((key) => key.includes(photo))).toBe(true);
    await settle([phone, laptop]);
    await keepKeptValue(laptop.device.db, conflict._id);
    await settle([phone, laptop]);
    expect(await phone.device.db.conflicts.get(conflict._id)).toMatchObject({ resolved: 1 });
    expect((await t.deps.blobs.list()).some((key) => key.includes(photo))).toBe(false);
    expect(await t.deps.store.collection('blogs').count({ userID: ann.user._id })).toBe(0);
  });
});
