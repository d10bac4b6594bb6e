// Conflicts say who wrote each version: the devices by their clientId and a label from their browser, the
// website and admins by a label only; and the per-field stamps behind that never leave the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { pruneLog, userScope } from '../../services/sync/change-log';
import { CONFLICTS } from '../../services/sync/conflicts';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { Device, task } from './sync-kit';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const WEBSITE = { clientId: null, label: 'the website' };
const AN_ADMIN = { clientId: null, label: 'an admin' };

const blogFields = { blogTitle: 'Oslo', country: 'Norway', blogBody: 'Trams.', publish: true };
const TITLE: Record<'task' | 'blog', string> = { task: 'taskText', blog: 'blogTitle' };
/** A minute ago, so edits timed from it are never clamped to their arrival: the later one wins. */
const T = Date.now() - 60_000;

describe('who wrote each version of a conflict', () => {
  let t: TestApp;
  let ann: TestUser;
  let admin: TestUser;
  let phone: Device;
  let laptop: Device;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    admin = await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true, isSuperAdmin: true });
    phone = new Device(t, ann, 0, ANDROID);
    laptop = new Device(t, ann, 0, WINDOWS);
  });
  afterEach(() => t.close());

  const conflicts = async () =>
    (await new Device(t, ann).pullAll()).filter((c) => c.entity === 'conflict').map((c) => c.doc);

  async function created(entity: 'task' | 'blog', by = phone): Promise<string> {
    const id = newId();
    const fields = entity === 'task' ? task('Oslo') : blogFields;
    const { body } = await by.push([by.mutation({ entity, id, kind: 'create', fields })]);
    expect(body.results[0]?.status).toBe('applied');
    return id;
  }

  /** Without a time the edit counts as made when it arrives. */
  const edit = (device: Device, entity: 'task' | 'blog', id: string, value: string, at?: number) =>
    device.push([
      device.mutation({
        entity,
        id,
        kind: 'update',
        baseRev: 1,
        fields: { [TITLE[entity]]: value },
        ...(at !== undefined && { at }),
      }),
    ]);

  describe.each(['task', 'blog'] as const)('%s', (entity) => {
    it.each([
      ['the phone', 'the laptop'],
      ['the laptop', 'the phone'],
    ])('names both devices on the sides their titles ended on when %s pushes first', async (first) => {
      const id = await created(entity);
      // The phone's edit was made later, so its title is kept in both orders.
      const pushes = [
        () => edit(phone, entity, id, 'Oslo by tram', T + 2),
        () => edit(laptop, entity, id, 'Oslo by ferry', T + 1),
      ];
      for (const push of first === 'the phone' ? pushes : pushes.reverse()) await push();
      expect(await conflicts()).toEqual([
        expect.objectContaining({
          entity,
          docId: id,
          field: TITLE[entity],
          kept: 'Oslo by tram',
          keptBy: { clientId: phone.clientId, label: 'Chrome on Android' },
          lost: 'Oslo by ferry',
          lostBy: { clientId: laptop.clientId, label: 'Firefox on Windows' },
        }),
      ]);
    });

    it('names the website for a REST edit, on either side', async () => {
      const id = await created(entity);
      const path = entity === 'task' ? `/api/tasks/${id}` : `/api/blogs/${id}`;
      const rest = (value: string) => t.app.request(path, send('PUT', { [TITLE[entity]]: value }, ann));
      expect((await rest('Oslo in May')).status).toBe(200);
      await edit(phone, entity, id, 'Oslo in spring'); // made on rev 1, but later: the device's is kept
      const other = await created(entity);
      await t.app.request(
        entity === 'task' ? `/api/tasks/${other}` : `/api/blogs/${other}`,
        send('PUT', { [TITLE[entity]]: 'Tromsø' }, ann),
      );
      await edit(laptop, entity, other, 'Bergen', T); // made on rev 1, a minute before the website's
      const found = await conflicts();
      expect(found).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            docId: id,
            kept: 'Oslo in spring',
            keptBy: { clientId: phone.clientId, label: 'Chrome on Android' },
            lost: 'Oslo in May',
            lostBy: WEBSITE,
          }),
          expect.objectContaining({
            docId: other,
            kept: 'Tromsø',
            keptBy: WEBSITE,
            lost: 'Bergen',
            lostBy: { clientId: laptop.clientId, label: 'Firefox on Windows' },
          }),
        ]),
      );
      expect(found).toHaveLength(2);
    });
  });

  it("names an admin for an admin's edit, without giving the admin's id away", async () => {
    const id = await created('blog');
    const res = await t.app.request(`/api/admin/${id}`, send('PUT', { blogTitle: 'Oslo, edited' }, admin));
    expect(res.status).toBe(200);
    await edit(laptop, 'blog', id, 'Oslo at night', T);
    const [conflict] = await conflicts();
    expect(conflict).toMatchObject({
      kept: 'Oslo, edited',
      keptBy: AN_ADMIN,
      lost: 'Oslo at night',
      lostBy: { clientId: laptop.clientId, label: 'Firefox on Windows' },
    });
    expect(JSON.stringify(conflict)).not.toContain(admin.user._id);
    const stored = await t.deps.store.collection('blogs').findOne({ _id: id });
    expect(stored?.stamps).toMatchObject({
      blogTitle: { by: `admin:${admin.user._id}` },
      country: { by: phone.clientId },
    });
  });

  it('counts an admin editing a blog of their own as its owner on the website', async () => {
    const own = new Device(t, admin, 0, WINDOWS);
    const id = await created('blog', own);
    await t.app.request(`/api/admin/${id}`, send('PUT', { blogTitle: 'Oslo, edited' }, admin));
    expect((await t.deps.store.collection('blogs').findOne({ _id: id }))?.stamps).toMatchObject({
      blogTitle: { by: 'web' },
    });
  });

  it('records the writers of a blog an admin creates for someone', async () => {
    const res = await t.app.request(
      '/api/admin/create/user-blog/admin',
      send('POST', form({ userID: ann.user._id, blogTitle: 'Made for Ann', country: 'Peru' }), admin),
    );
    expect(res.status).toBe(201);
    const { _id } = await res.json();
    expect((await t.deps.store.collection('blogs').findOne({ _id }))?.stamps).toMatchObject({
      blogTitle: { by: `admin:${admin.user._id}` },
    });
  });

  it('leaves a writer unknown where nobody recorded it, and sends older conflicts as they were', async () => {
    const id = await created('task');
    await edit(laptop, 'task', id, 'Oslo by ferry');
    // A task written before writers were kept (only the field's revision), and a conflict stored then.
    await t.deps.store
      .collection('tasks')
      .updateOne({ _id: id }, { $unset: { stamps: true }, $set: { fieldRevs: { taskText: 2 } } });
    await t.deps.store.collection(CONFLICTS).insertOne({
      _id: newId(),
      userID: ann.user._id,
      entity: 'task',
      docId: id,
      // Another field than the edit below writes, which would move the conflict along (conflicts.ts).
      field: 'important',
      kept: true,
      lost: false,
      rev: 1,
      at: new Date().toISOString(),
    });
    await edit(phone, 'task', id, 'Aarhus');
    // The inserted conflict has no log entry: a fresh device's copy of everything carries both.
    await pruneLog(t.deps, userScope(ann.user._id), 1);
    const found = await conflicts();
    expect(found).toEqual([
      expect.not.objectContaining({ keptBy: expect.anything() }),
      expect.objectContaining({ kept: 'Aarhus', lost: 'Oslo by ferry', lostBy: null }),
    ]);
    expect(found[0] && 'keptBy' in found[0]).toBe(false);
    expect(found[1]?.keptBy).toEqual({ clientId: phone.clientId, label: 'Chrome on Android' });
  });

  it('labels a device bound before labels were kept on its next push', async () => {
    const id = await created('task');
    await t.deps.store
      .collection('sync_clients')
      .updateOne({ _id: phone.clientId }, { $unset: { label: true } });
    await edit(laptop, 'task', id, 'Oslo by ferry');
    expect((await conflicts()).length).toBe(0);
    await edit(phone, 'task', id, 'Oslo by tram');
    const [conflict] = await conflicts();
    expect(conflict?.keptBy).toEqual({ clientId: phone.clientId, label: 'Chrome on Android' });
    const client = await t.deps.store.collection('sync_clients').findOne({ _id: phone.clientId });
    expect(client?.label).toBe('Chrome on Android');
  });

  it('calls a device with an unknown browser "a browser", and one it cannot find "another device"', async () => {
    const bare = new Device(t, ann);
    const id = await created('task', bare);
    await edit(phone, 'task', id, 'Oslo by tram');
    await edit(bare, 'task', id, 'Oslo by ferry', T);
    expect((await conflicts())[0]?.lostBy).toEqual({ clientId: bare.clientId, label: 'a browser' });
    await t.deps.store.collection('sync_clients').deleteOne({ _id: bare.clientId });
    expect((await conflicts())[0]?.lostBy).toEqual({ clientId: bare.clientId, label: 'another device' });
  });

  it('names the writers in the copy a fresh device gets after the log was pruned', async () => {
    const id = await created('blog');
    await edit(laptop, 'blog', id, 'Oslo by ferry');
    await edit(phone, 'blog', id, 'Oslo by tram');
    await pruneLog(t.deps, userScope(ann.user._id), 1);
    expect(await conflicts()).toEqual([
      expect.objectContaining({
        keptBy: { clientId: phone.clientId, label: 'Chrome on Android' },
        lostBy: { clientId: laptop.clientId, label: 'Firefox on Windows' },
      }),
    ]);
  });
});

describe('the writers stay on the server', () => {
  let t: TestApp;
  let ann: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    admin = await insertUser(t.deps, { name: 'Ada Admin', isAdmin: true, isSuperAdmin: true });
  });
  afterEach(() => t.close());

  it('sends no stamps in any view of tasks, drafts and blogs, nor in the pulled log or a copy', async () => {
    const device = new Device(t, ann, 0, ANDROID);
    const [taskId, draftId, blogId] = [newId(), newId(), newId()];
    await device.push([
      device.mutation({ entity: 'task', id: taskId, kind: 'create', fields: task('pack') }),
      device.mutation({ entity: 'draft', id: draftId, kind: 'create', fields: { blogTitle: 'Draft' } }),
      device.mutation({ entity: 'blog', id: blogId, kind: 'create', fields: blogFields }),
      device.mutation({
        entity: 'task',
        id: taskId,
        kind: 'update',
        baseRev: 1,
        fields: { completed: true },
      }),
      device.mutation({
        entity: 'draft',
        id: draftId,
        kind: 'update',
        baseRev: 1,
        fields: { country: 'Peru' },
      }),
      device.mutation({
        entity: 'blog',
        id: blogId,
        kind: 'update',
        baseRev: 1,
        fields: { country: 'Norge' },
      }),
    ]);
    const answers: unknown[] = [];
    const call = async (path: string, init: RequestInit = {}) => {
      const res = await t.app.request(path, init);
      expect(res.status, path).toBeLessThan(300);
      answers.push(await res.json());
    };
    await call('/api/tasks/', json(task('by web'), ann.auth));
    await call('/api/tasks/', { headers: ann.auth });
    await call(`/api/tasks/${taskId}`, send('PUT', { taskText: 'pack light' }, ann));
    await call('/api/blogs/', send('POST', form({ blogTitle: 'By web', publish: 'true' }), ann));
    await call('/api/blogs/', { headers: ann.auth });
    await call(`/api/blogs/${blogId}`, { headers: ann.auth });
    await call(`/api/blogs/${blogId}`, send('PUT', { blogBody: 'Ferries.' }, ann));
    await call(`/api/admin/${blogId}`, send('PUT', { blogBody: 'Trams.' }, admin));
    await call('/api/admin/', { headers: admin.auth });
    await call(`/api/admin/${blogId}`, { headers: admin.auth });
    await call('/api/public/blogs');
    await call(`/api/public/blogs/${blogId}`);
    await call(`/api/public/blogs/${blogId}`, { method: 'PUT' });
    answers.push(await new Device(t, ann).pullAll());
    // Ann's feed leaves her own blogs out (her scope has them): another reader's carries them.
    const feed = await new Device(t, admin).pullAll();
    answers.push(feed);
    expect(feed.filter((c) => c.scope === 'public').map((c) => c.id)).toContain(blogId);
    await pruneLog(t.deps, userScope(ann.user._id), 1);
    answers.push(await new Device(t, ann).pullAll());

    // Not vacuous: the documents themselves carry it.
    for (const [collection, id] of [
      ['tasks', taskId],
      ['drafts', draftId],
      ['blogs', blogId],
    ] as const)
      expect(
        (await t.deps.store.collection(collection).findOne({ _id: id }))?.stamps,
        collection,
      ).toBeDefined();
    const pulled = answers.at(-1) as { entity: string; scope: string }[];
    expect(new Set(pulled.map((c) => `${c.scope}:${c.entity}`))).toEqual(
      new Set(['user:task', 'user:draft', 'user:blog', 'user:profile']),
    );
    for (const answer of answers)
      expect(JSON.stringify(answer)).not.toMatch(/stamps|fieldBy|fieldRevs|appliedOps/);
  });
});
