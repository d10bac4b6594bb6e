// PWA data-layer clients (real repositories and sync engine, each on its own fake-indexeddb) against the
// real sync server in-process: convergence, offline windows, lost answers, photos, and a randomized
// model check over three devices that also settles conflicts.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SyncEntity } from '../shared/sync/protocol';
import { insertUser, type TestUser } from '../sync-server/src/testing/factories';
import { photo } from '../sync-server/src/testing/images';
import { createTestApp, type TestApp } from '../sync-server/src/testing/test-app';
import { type Client, localSnapshot, makeClient, serverSnapshot, settle } from './sync-support/clients';
import { command, decision, runCommand, SHARED_SETUP } from './sync-support/commands';
import { checkModel } from './sync-support/model';
import type { PushRecord } from './sync-support/network';
import { WriteRecorder } from './sync-support/writes';

let t: TestApp;
const opened: Client[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  for (const c of opened.splice(0)) c.device.db.close();
});
afterAll(() => t.close());

function device(...args: Parameters<typeof makeClient>): Client {
  const client = makeClient(...args);
  opened.push(client);
  return client;
}

async function twoDevices(): Promise<{ ann: TestUser; phone: Client; laptop: Client; pushes: PushRecord[] }> {
  const ann = await insertUser(t.deps, { name: 'Ann Lee' });
  const pushes: PushRecord[] = [];
  return {
    ann,
    pushes,
    phone: device(t, ann, pushes, 'phone'),
    laptop: device(t, ann, pushes, 'laptop'),
  };
}

async function expectConverged(
  who: TestUser,
  clients: Client[],
  entities: readonly SyncEntity[] = ['task', 'draft'],
) {
  for (const entity of entities) {
    const server = await serverSnapshot(t, who.user._id, entity);
    for (const c of clients) expect(await localSnapshot(c, entity), `${c.name} ${entity}s`).toEqual(server);
  }
  for (const c of clients) expect(await c.device.db.outbox.count()).toBe(0);
}

describe('sync clients against the real server', () => {
  it('brings two devices of one user to the same tasks and drafts', async () => {
    const { ann, phone, laptop } = await twoDevices();
    const visa = await phone.device.tasks.create({ taskText: 'visa', important: true });
    const draft = await phone.device.drafts.save(null, { blogTitle: 'Lima', blogBody: 'Day one' });
    await settle([phone, laptop]);
    await laptop.device.tasks.toggleCompleted(visa);
    await laptop.device.drafts.save(draft, { blogTitle: 'Lima', blogBody: 'Day one. Day two.' });
    await phone.device.tasks.create({ taskText: 'train' });
    await settle([phone, laptop]);
    await expectConverged(ann, [phone, laptop]);
    expect(await localSnapshot(phone, 'task')).toEqual([
      expect.objectContaining({ _id: visa, completed: true, important: true }),
      expect.objectContaining({ taskText: 'train' }),
    ]);
  });

  it('sends what was written offline once the network is back, on both devices', async () => {
    const { ann, phone, laptop } = await twoDevices();
    const shared = await phone.device.tasks.create({ taskText: 'pack' });
    await settle([phone, laptop]);
    phone.network.mode = 'down';
    laptop.network.mode = 'down';
    await phone.device.tasks.edit(shared, { taskText: 'pack bags' });
    await laptop.device.tasks.toggleCompleted(shared);
    await laptop.device.drafts.save(null, { blogTitle: 'Offline notes' });
    expect(await phone.sync()).toBe(false);
    expect(await laptop.sync()).toBe(false);
    expect(await laptop.device.db.outbox.count()).toBe(2);
    await settle([phone, laptop]);
    await expectConverged(ann, [phone, laptop]);
    expect(await localSnapshot(laptop, 'task')).toEqual([
      expect.objectContaining({ taskText: 'pack bags', completed: true }),
    ]);
  });

  it('applies a batch once when the server took it but the answer was lost', async () => {
    const { ann, phone, laptop, pushes } = await twoDevices();
    const id = await phone.device.tasks.create({ taskText: 'once' });
    await phone.device.drafts.save(null, { blogTitle: 'once' });
    phone.network.mode = 'drop';
    expect(await phone.sync()).toBe(false);
    expect(await phone.device.db.outbox.count()).toBe(2);
    await settle([phone, laptop]);
    expect(pushes.map((p) => p.response?.results.map((r) => r.status))).toEqual([
      ['applied', 'applied'],
      ['duplicate', 'duplicate'],
    ]);
    expect(await t.deps.store.collection('tasks').count({ userID: ann.user._id })).toBe(1);
    expect((await localSnapshot(laptop, 'task')).map((d) => d._id)).toEqual([id]);
    await expectConverged(ann, [phone, laptop]);
  });

  it('uploads photos before the blog that names them, and both devices end with the server’s copies', async () => {
    const { ann, phone, laptop } = await twoDevices();
    // The device resize runs in a browser; here the photo is already a small JPEG and passes as is.
    const asIs = async (file: Blob) => ({ blob: file, width: 64, height: 48 });
    const writer = device(t, ann, [], 'writer', asIs);
    const hero = new Blob([new Uint8Array(await photo('#36c', 64, 48))], { type: 'image/jpeg' });
    const other = new Blob([new Uint8Array(await photo('#c63', 64, 48))], { type: 'image/jpeg' });
    const id = await writer.device.blogs.create({
      blogTitle: 'Lofoten',
      country: 'Norway',
      hero,
      images: [other],
    });
    await settle([writer, phone, laptop]);
    const server = await serverSnapshot(t, ann.user._id, 'blog');
    expect(server).toEqual([
      expect.objectContaining({
        _id: id,
        blogTitle: 'Lofoten',
        imageUrls: [expect.stringMatching(/^[0-9a-f]{64}$/)],
      }),
    ]);
    for (const c of [writer, phone, laptop]) {
      expect(await localSnapshot(c, 'blog')).toEqual(server);
      const blog = await c.device.db.blogs.get(id);
      expect(blog?.imageData.heroImage?.id).toBe(blog?.heroImage);
      // The writer keeps its copies until the server's are kept for offline use (no Cache Storage here).
      expect(await c.device.db.blobs.count()).toBe(c === writer ? 2 : 0);
    }
    const [shown] = (server[0]?.imageUrls ?? []) as string[];
    await phone.device.blogs.update(id, { blogTitle: 'Lofoten in winter' });
    await laptop.device.blogs.removeImage(id, shown ?? '');
    await settle([writer, phone, laptop]);
    await expectConverged(ann, [writer, phone, laptop], ['blog']);
    expect(await localSnapshot(writer, 'blog')).toEqual([
      expect.objectContaining({ blogTitle: 'Lofoten in winter', imageUrls: [] }),
    ]);
  });
});

describe('randomized schedules of three devices (model check)', () => {
  const runs = Number(process.env.SYNC_MODEL_RUNS ?? 25);

  it(`converges and loses no acknowledged write (${runs} schedules)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 10, maxLength: 40 }),
        fc.array(decision, { maxLength: 3 }),
        async (commands, decisions) => {
          const who = await insertUser(t.deps);
          const pushes: PushRecord[] = [];
          const writes = new WriteRecorder();
          const clients = ['one', 'two', 'three'].map((name) => makeClient(t, who, pushes, name));
          try {
            // Documents every device shares before the schedule starts.
            for (const cmd of SHARED_SETUP) await runCommand(clients, cmd, writes);
            await settle(clients);
            for (const cmd of commands) await runCommand(clients, cmd, writes);
            await settle(clients);
            // Then the owner decides on conflicts every device now lists, from one device or another.
            for (const cmd of decisions) await runCommand(clients, cmd, writes);
            await settle(clients);
            await checkModel(t, who.user._id, clients, pushes, writes);
          } finally {
            for (const c of clients) c.device.db.close();
          }
        },
      ),
      {
        seed: 20261121,
        numRuns: runs,
        ...(process.env.SYNC_MODEL_SEED && { seed: Number(process.env.SYNC_MODEL_SEED) }),
      },
    );
  }, 600_000);
});
