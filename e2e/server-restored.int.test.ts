// Issue 30: the server goes back in time (its database restored from a backup taken before some of a
// device's acknowledged writes, or its last commits lost) and the device brings it forward: every write
// the server had acknowledged and lost reaches it again, once, deletes included; what other devices wrote
// since the restore stays, a collision ends in a conflict, and the device says what it sent again.
// Real repositories and engines on fake-indexeddb against the real server in-process; "restored" is a
// new server started on an SQLite backup of the old one's database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownPhotosCacheName } from '../pwa/src/data/cached-photos';
import { readMeta } from '../pwa/src/data/db';
import { restoredNotice } from '../pwa/src/data/server-restored';
import { sha256Hex } from '../pwa/src/data/sha256';
import { FakeCacheStorage, ORIGIN } from '../pwa/src/data/test-support/fake-caches';
import { insertUser, type TestUser } from '../sync-server/src/testing/factories';
import { noisyPhoto } from '../sync-server/src/testing/images';
import { type RestorableApp, restorableTestApp, type TestApp } from '../sync-server/src/testing/test-app';
import { type Client, localSnapshot, makeClient, serverSnapshot, settle } from './sync-support/clients';

let servers: RestorableApp;
/** Whichever server runs now: the devices keep talking to the same address. */
let server: TestApp;
let ann: TestUser;
const opened: Client[] = [];

beforeEach(async () => {
  servers = await restorableTestApp();
  server = servers.server;
  ann = await insertUser(server.deps);
});
afterEach(async () => {
  for (const c of opened.splice(0)) c.device.db.close();
  await servers.close();
});

function device(name: string, caches: FakeCacheStorage | null = null): Client {
  const client = makeClient(server, ann, [], name, asIs, caches as unknown as CacheStorage | null);
  opened.push(client);
  return client;
}

// The device resize runs in a browser; here the photo is a JPEG already and passes as it is.
const asIs = async (file: Blob) => ({ blob: file, width: 640, height: 480 });

const backup = () => servers.backup();
const restore = () => servers.restore();

const texts = async (client: Client) =>
  (await localSnapshot(client, 'task')).map((t) => t.taskText as string).sort();
const serverTexts = async () =>
  (await serverSnapshot(server, ann.user._id, 'task')).map((t) => t.taskText as string).sort();

/** Sixteen acknowledged writes after the backup: 10 new tasks, 3 edits, 2 deletes, a draft. */
async function sixteenWrites(phone: Client, older: string[]): Promise<void> {
  const made: string[] = [];
  for (let i = 1; i <= 10; i++) made.push(await phone.device.tasks.create({ taskText: `new ${i}` }));
  await phone.device.tasks.edit(older[0] as string, { taskText: 'old 1, edited' });
  await phone.device.tasks.edit(made[0] as string, { taskText: 'new 1, edited' });
  await phone.device.tasks.toggleCompleted(older[1] as string);
  await phone.device.tasks.remove(older[2] as string);
  await phone.device.tasks.remove(made[9] as string);
  await phone.device.drafts.save(null, { blogTitle: 'A draft written after the backup' });
  expect(await phone.sync()).toBe(true);
  expect(await phone.device.db.outbox.count()).toBe(0);
}

const EXPECTED = [
  'new 1, edited',
  ...Array.from({ length: 8 }, (_, i) => `new ${i + 2}`),
  'old 1, edited',
  'old 2',
  'old 4',
].sort();

async function olderTasks(phone: Client): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= 4; i++) ids.push(await phone.device.tasks.create({ taskText: `old ${i}` }));
  expect(await phone.sync()).toBe(true);
  return ids;
}

/** The phone's four older tasks, a backup, its sixteen writes acknowledged, then the server restored. */
async function restoredAfterSixteenWrites(): Promise<{ phone: Client; older: string[] }> {
  const phone = device('phone');
  const older = await olderTasks(phone);
  await backup();
  await sixteenWrites(phone, older);
  await restore();
  return { phone, older };
}

async function expectEverywhere(phone: Client, expected: string[]): Promise<void> {
  expect(await serverTexts()).toEqual(expected);
  expect(await texts(phone)).toEqual(expected);
  const fresh = device('a new device');
  expect(await fresh.sync()).toBe(true);
  expect(await texts(fresh)).toEqual(expected);
  const rest = (await (await server.app.request('/api/tasks/', { headers: ann.auth })).json()) as {
    taskText: string;
  }[];
  expect(rest.map((t) => t.taskText).sort()).toEqual(expected);
}

describe('a server restored from a backup', () => {
  it('gets back every write the online device had acknowledged since, once, and the device says so', async () => {
    const phone = device('phone');
    const older = await olderTasks(phone);
    await backup();
    await sixteenWrites(phone, older);
    expect(await serverTexts()).toEqual(EXPECTED);
    await restore();
    expect(await serverTexts()).toEqual(['old 1', 'old 2', 'old 3', 'old 4']);

    expect(await phone.sync()).toBe(true);
    await expectEverywhere(phone, EXPECTED);
    expect((await serverSnapshot(server, ann.user._id, 'draft')).map((d) => d.blogTitle)).toEqual([
      'A draft written after the backup',
    ]);
    const task = (await serverSnapshot(server, ann.user._id, 'task')).find((t) => t.taskText === 'old 2');
    expect(task?.completed).toBe(true);
    const meta = await readMeta(phone.device.db);
    // 9 tasks and a draft created again (one with its edit), 2 edits of older tasks, 2 deletes (one of a
    // task made after the backup, which the server never had: deleted all the same, its id stays buried).
    expect(meta.restoredNotice?.resent).toBe(14);
    expect(restoredNotice(14)).toBe(
      'The server was restored from a backup; 14 changes from this device were sent again.',
    );
    // Nothing twice: another round sends nothing more.
    expect(await phone.sync()).toBe(true);
    expect(await serverTexts()).toEqual(EXPECTED);
  });

  it('gets them back when the device was offline at the restore and wrote more, an edit of a lost task among them', async () => {
    const { phone, older } = await restoredAfterSixteenWrites();
    const lost = (await phone.device.db.tasks.toArray()).find((t) => t.taskText === 'new 3');
    await phone.device.tasks.edit(lost?._id as string, { taskText: 'new 3, edited offline' });
    await phone.device.tasks.create({ taskText: 'offline 1' });
    await phone.device.tasks.create({ taskText: 'offline 2' });
    await phone.device.tasks.edit(older[3] as string, { taskText: 'old 4, edited offline' });

    await settle([phone]);
    const expected = [
      ...EXPECTED.filter((t) => t !== 'new 3' && t !== 'old 4'),
      'new 3, edited offline',
      'old 4, edited offline',
      'offline 1',
      'offline 2',
    ].sort();
    await expectEverywhere(phone, expected);
    expect(await phone.device.db.rejections.count()).toBe(0);
  });

  it('gets them back when another device wrote first, keeping its writes, and a collision ends in a conflict', async () => {
    const { phone, older } = await restoredAfterSixteenWrites();
    const laptop = device('laptop');
    expect(await laptop.sync()).toBe(true);
    for (let i = 1; i <= 3; i++) await laptop.device.tasks.create({ taskText: `laptop ${i}` });
    // The phone's acknowledged edit of "old 1" was lost; the laptop's later edit of it must not be.
    await laptop.device.tasks.edit(older[0] as string, { taskText: 'old 1, by the laptop' });
    expect(await laptop.sync()).toBe(true);

    await settle([phone, laptop]);
    const expected = [
      ...EXPECTED.filter((t) => t !== 'old 1, edited'),
      'old 1, by the laptop',
      'laptop 1',
      'laptop 2',
      'laptop 3',
    ].sort();
    await expectEverywhere(phone, expected);
    expect(await texts(laptop)).toEqual(expected);
    const conflicts = await phone.device.db.conflicts.toArray();
    expect(conflicts.map((c) => [c.kept, c.lost])).toContainEqual(['old 1, by the laptop', 'old 1, edited']);
  });

  it('sends each field again with the time of its own write, so an old value never wins over a newer one', async () => {
    const phone = device('phone');
    const laptop = device('laptop');
    const id = await phone.device.tasks.create({ taskText: 'Pack' });
    expect(await phone.sync()).toBe(true);
    expect(await laptop.sync()).toBe(true);
    await backup();
    // The phone edits the text offline; the laptop, later, marks the task important and pulls.
    phone.network.mode = 'down';
    await phone.device.tasks.edit(id, { taskText: 'Pack the tent' });
    await new Promise((r) => setTimeout(r, 20));
    await laptop.device.tasks.edit(id, { important: true });
    expect(await laptop.sync()).toBe(true);
    // The phone's edit is acknowledged, and the server dies before the phone could pull.
    phone.network.mode = 'up';
    phone.network.downAfterPush = true;
    expect(await phone.sync()).toBe(false);
    expect(await phone.device.db.outbox.count()).toBe(0);
    await restore();

    // Both send again what they hold: the laptop's copy is newer as a whole, but its text is older.
    phone.network.mode = 'up';
    await settle([phone, laptop]);
    const [onServer] = await serverSnapshot(server, ann.user._id, 'task');
    expect(onServer).toMatchObject({ taskText: 'Pack the tent', important: true });
    for (const client of [phone, laptop]) {
      const lostTheTent = (await client.device.db.conflicts.toArray()).filter(
        (c) => c.lost === 'Pack the tent',
      );
      expect(lostTheTent).toEqual([]);
    }
  });

  it('gets back a blog whose photo the phone keeps only as the variant in its photo cache', async () => {
    const caches = new FakeCacheStorage();
    const phone = device('phone', caches);
    await backup();
    const hero = new Blob([new Uint8Array(await noisyPhoto(640, 480))], { type: 'image/jpeg' });
    const id = await phone.device.blogs.create({
      blogTitle: 'Tromsø',
      country: 'Norway',
      publish: true,
      hero,
    });
    expect(await phone.sync()).toBe(true);
    // The photo cache keeps the server's variant, so the phone lets its own bytes go (photo-prune.ts).
    const ref = (await phone.device.db.blogs.get(id))?.imageData.heroImage;
    if (!ref) throw new Error('the blog came back without its photo');
    const variant = await (await server.app.request(ref.url)).blob();
    const url = `${ORIGIN}${ref.url}`;
    await (await caches.open(ownPhotosCacheName(ann.user._id))).put(url, new Response(variant));
    await phone.device.db.cachedPhotos.put({ url, imageId: ref.id, bytes: variant.size, usedAt: Date.now() });
    await phone.device.db.blobs.clear();
    await restore();

    await settle([phone]);
    const back = (await server.deps.store.collection('blogs').findOne({ _id: id })) as {
      blogTitle: string;
      imageData: { heroImage: { id: string; url: string } | null };
    } | null;
    expect(back?.blogTitle).toBe('Tromsø');
    expect(back?.imageData.heroImage?.id).toBe(await sha256Hex(variant));
    expect((await server.app.request(back?.imageData.heroImage?.url ?? '/none')).status).toBe(200);
    expect((await phone.device.db.blogs.get(id))?.heroImage).toBe(back?.imageData.heroImage?.id);
    expect(await phone.device.db.rejections.count()).toBe(0);
    const fresh = device('a new device');
    expect(await fresh.sync()).toBe(true);
    expect((await fresh.device.db.blogs.get(id))?.imageData.heroImage?.id).toBe(
      back?.imageData.heroImage?.id,
    );
  });

  it('keeps what another device sent again after the restore when a queued delete had not seen it', async () => {
    const phone = device('phone');
    const laptop = device('laptop');
    const id = await phone.device.tasks.create({ taskText: 'visa' });
    expect(await phone.sync()).toBe(true);
    await backup();
    await phone.device.tasks.edit(id, { taskText: 'visa for Peru' });
    await phone.device.tasks.edit(id, { taskText: 'visa for Peru, two photos' });
    await settle([phone, laptop]);
    // The laptop's edit is acknowledged; the phone, offline, deletes what it had seen (the restore renumbers
    // revisions, so the delete's revision means nothing on the restored server).
    phone.network.mode = 'down';
    await laptop.device.tasks.edit(id, { taskText: 'visa for Peru, by the laptop' });
    expect(await laptop.sync()).toBe(true);
    await phone.device.tasks.remove(id);
    await restore();
    // The laptop brings the server forward first: its edit is on the server again.
    expect(await laptop.sync()).toBe(true);
    phone.network.mode = 'up';

    await settle([phone, laptop]);
    expect(await serverTexts()).toEqual([]);
    const kept = await phone.device.db.conflicts.toArray();
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'deleted',
        docId: id,
        lost: expect.objectContaining({ taskText: 'visa for Peru, by the laptop' }),
      }),
    ]);
  });

  it('lists in the refused list what it had acknowledged of an item a delete queued before the restore removed', async () => {
    const phone = device('phone');
    const laptop = device('laptop');
    const id = await phone.device.tasks.create({ taskText: 'visa' });
    await settle([phone, laptop]);
    await backup();
    // The laptop, offline, deletes the task as it had it; the phone's edit after the backup is acknowledged.
    laptop.network.mode = 'down';
    await laptop.device.tasks.remove(id);
    await phone.device.tasks.edit(id, { taskText: 'visa for Peru, by the phone' });
    expect(await phone.sync()).toBe(true);
    await restore();
    // The laptop's delete reaches the restored server first: the server never saw the phone's edit.
    laptop.network.mode = 'up';
    await settle([laptop]);
    expect(await serverTexts()).toEqual([]);

    await settle([phone, laptop]);
    expect(await serverTexts()).toEqual([]);
    expect(await phone.device.db.rejections.toArray()).toEqual([
      expect.objectContaining({
        id,
        kind: 'update',
        fields: expect.objectContaining({ taskText: 'visa for Peru, by the phone' }),
      }),
    ]);
  });

  it('sends again a delete of an item the restored server lacks, so a device that never pulled it cannot bring the item back', async () => {
    const phone = device('phone');
    const laptop = device('laptop');
    await olderTasks(phone);
    await backup();
    const id = await phone.device.tasks.create({ taskText: 'ferry' });
    await settle([phone, laptop]);
    // The laptop holds the task; the phone deletes it, acknowledged, while the laptop is offline.
    laptop.network.mode = 'down';
    await phone.device.tasks.remove(id);
    expect(await phone.sync()).toBe(true);
    await restore();
    // The phone brings the server forward first: the server never had the task, the delete goes anyway.
    expect(await phone.sync()).toBe(true);
    laptop.network.mode = 'up';

    await settle([phone, laptop]);
    expect(await serverTexts()).toEqual(['old 1', 'old 2', 'old 3', 'old 4']);
    expect(await texts(laptop)).toEqual(['old 1', 'old 2', 'old 3', 'old 4']);
    expect(await laptop.device.db.rejections.toArray()).toEqual([
      expect.objectContaining({ id, kind: 'create', reason: 'This item was deleted' }),
    ]);
  });

  it('lists no conflict the restored server no longer has, only those it has', async () => {
    const phone = device('phone');
    const [id] = await olderTasks(phone);
    const laptop = device('laptop');
    expect(await laptop.sync()).toBe(true);
    await backup();
    // Both edit "old 1" on the same revision: the later edit wins, the other is kept in a conflict.
    await laptop.device.tasks.edit(id as string, { taskText: 'old 1, by the laptop' });
    await phone.device.tasks.edit(id as string, { taskText: 'old 1, by the phone' });
    expect(await laptop.sync()).toBe(true);
    expect(await phone.sync()).toBe(true);
    const before = await phone.device.db.conflicts.toArray();
    expect(before).toHaveLength(1);
    await restore();

    await settle([phone, laptop]);
    const onServer = await server.deps.store.collection('sync_conflicts').find({ userID: ann.user._id });
    const ids = (docs: { _id: string }[]) => docs.map((c) => c._id).sort();
    expect(onServer.map((c) => c._id)).not.toContain(before[0]?._id);
    for (const c of [phone, laptop])
      expect(ids(await c.device.db.conflicts.toArray())).toEqual(ids(onServer));
  });

  it('gets back the last write when the server lost only its last commits', async () => {
    const phone = device('phone');
    const older = await olderTasks(phone);
    await sixteenWrites(phone, older);
    await backup();
    await phone.device.tasks.create({ taskText: 'the very last' });
    expect(await phone.sync()).toBe(true);
    await servers.cutBack();

    expect(await phone.sync()).toBe(true);
    await expectEverywhere(phone, [...EXPECTED, 'the very last'].sort());
    expect((await readMeta(phone.device.db)).restoredNotice?.resent).toBe(1);
  });
});
