// Per-user quotas through sync (services/quotas): at the limit a create is applied, one more is answered
// `rejected` with a reason naming the limit, nothing of it is stored, and the queue goes on past it.
// Small limits keep the tests fast; limits.test.ts pins the defaults.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { Mutation } from '../../../../shared/sync/protocol';
import { BLOGS } from '../../services/blogs/blog-doc';
import { CONFLICTS } from '../../services/sync/conflicts';
import { insertUser, type TestUser } from '../../testing/factories';
import { photo } from '../../testing/images';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, task } from './sync-kit';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const blog = (imageUrls: string[] = []) => ({ blogTitle: 'Lofoten', blogBody: 'Light.', imageUrls });

describe('quotas through sync', () => {
  let t: TestApp;
  let ann: TestUser;
  let phone: Device;
  beforeEach(async () => {
    t = await createTestApp({
      quotas: { tasks: 3, drafts: 2, blogs: 2, imagesPerBlog: 2, documentBytes: 4096, conflicts: 2 },
    });
    ann = await insertUser(t.deps);
    phone = new Device(t, ann);
  });
  afterEach(() => t.close());

  const creates = (entity: Mutation['entity'], n: number, fields: () => Record<string, unknown>) =>
    Array.from({ length: n }, () =>
      phone.mutation({ entity, id: newId(), kind: 'create', fields: fields() }),
    );
  const count = (collection: string) => t.deps.store.collection(collection).count({ userID: ann.user._id });
  const statuses = (body: { results: { status: string }[] }) => body.results.map((r) => r.status);

  it.each([
    ['task', 'tasks', 3, () => task('pack')],
    ['draft', 'drafts', 2, () => ({ blogTitle: 'Half done' })],
    ['blog', BLOGS, 2, () => blog()],
  ] as const)(
    'keeps %s creates to the limit, and the queue goes on past a refused one',
    async (entity, collection, limit, fields) => {
      const made = creates(entity, limit + 1, fields);
      const after = phone.mutation({ entity, id: made[0]?.id ?? '', kind: 'update', baseRev: 1, fields: {} });
      const { status, body } = await phone.push([...made, after]);
      expect(status).toBe(200);
      expect(statuses(body)).toEqual([...Array(limit).fill('applied'), 'rejected', 'applied']);
      expect(body.results[limit]?.reason).toBe(
        `You can keep at most ${limit} ${collection}; delete some to make room`,
      );
      expect(body.lastSeq).toBe(limit + 2);
      expect(await count(collection)).toBe(limit);
      expect(await t.deps.store.collection(collection).findOne({ _id: made[limit]?.id })).toBeNull();

      // A delete makes room again, within the same push.
      const gone = phone.mutation({ entity, id: made[0]?.id ?? '', kind: 'delete', fields: {} });
      const [again] = creates(entity, 1, fields);
      expect(statuses((await phone.push([gone, again as Mutation])).body)).toEqual(['applied', 'applied']);
      expect(await count(collection)).toBe(limit);
    },
  );

  it('counts each kind apart', async () => {
    const { body } = await phone.push([
      ...creates('task', 3, () => task('a')),
      ...creates('draft', 2, () => ({})),
    ]);
    expect(statuses(body)).toEqual(Array(5).fill('applied'));
  });

  it('refuses more photos than a blog may show, before looking any of them up', async () => {
    const never = [sha(new Uint8Array([1])), sha(new Uint8Array([2])), sha(new Uint8Array([3]))];
    const id = newId();
    const tooMany = phone.mutation({ entity: 'blog', id, kind: 'create', fields: blog(never) });
    const { body } = await phone.push([tooMany]);
    expect(body.results[0]).toMatchObject({ status: 'rejected', reason: 'A blog can have at most 2 images' });

    const hashes: string[] = [];
    for (const color of ['#111', '#222', '#333']) {
      const bytes = await photo(color, 64, 48);
      const res = await t.app.request(`/api/sync/images/${sha(bytes)}`, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { ...ann.auth, 'content-type': 'image/jpeg' },
      });
      expect(res.status).toBe(201);
      hashes.push(sha(bytes));
    }
    const two = phone.mutation({ entity: 'blog', id, kind: 'create', fields: blog(hashes.slice(0, 2)) });
    const three = phone.mutation({
      entity: 'blog',
      id,
      kind: 'update',
      baseRev: 1,
      fields: { imageUrls: hashes },
    });
    const res = await phone.push([two, three]);
    expect(res.body.results.map((r) => [r.status, r.reason])).toEqual([
      ['applied', undefined],
      ['rejected', 'A blog can have at most 2 images'],
    ]);
    const stored = await t.deps.store.collection(BLOGS).findOne({ _id: id });
    expect(stored?.imageData).toMatchObject({ imageUrls: [{ id: hashes[0] }, { id: hashes[1] }] });
  });

  it('refuses a document larger than documentBytes, on create and on an update that grows it', async () => {
    const id = newId();
    const big = phone.mutation({
      entity: 'draft',
      id,
      kind: 'create',
      fields: { blogBody: 'x'.repeat(5000) },
    });
    const fits = phone.mutation({
      entity: 'draft',
      id,
      kind: 'create',
      fields: { blogBody: 'x'.repeat(3000) },
    });
    const grows = phone.mutation({
      entity: 'draft',
      id,
      kind: 'update',
      baseRev: 1,
      fields: { blogBody: 'y'.repeat(5000) },
    });
    const { body } = await phone.push([big, fits, grows]);
    expect(body.results.map((r) => [r.status, r.reason])).toEqual([
      ['rejected', 'A draft can be at most 4 KB'],
      ['applied', undefined],
      ['rejected', 'A draft can be at most 4 KB'],
    ]);
    const stored = await t.deps.store.collection('drafts').findOne({ _id: id });
    expect(stored).toMatchObject({ rev: 1, blogBody: 'x'.repeat(3000) });
  });

  it('keeps conflicts to the limit: resolved ones make room, open ones refuse the write that collides', async () => {
    const laptop = new Device(t, ann);
    const id = newId();
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'create', fields: task('v0') })]);
    // Each write edits revision 1, which the other device has written over since, and is the later
    // edit: one conflict each.
    let at = 1_000_000;
    const write = (d: Device, text: string) => {
      at += 1000;
      const fields = { taskText: text };
      return d.push([d.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, at, fields })]);
    };
    await write(laptop, 'v1');
    expect((await write(phone, 'v2')).body.results[0]?.status).toBe('merged');
    expect((await write(laptop, 'v3')).body.results[0]?.status).toBe('merged');
    expect(await count(CONFLICTS)).toBe(2);
    const refused = (await write(phone, 'v4')).body.results[0];
    expect(refused).toMatchObject({
      status: 'rejected',
      reason: 'You can have at most 2 open conflicts; resolve some first',
    });
    const stored = await t.deps.store.collection('tasks').findOne({ _id: id });
    expect(stored?.taskText).toBe('v3');

    const [oldest] = await t.deps.store
      .collection(CONFLICTS)
      .find({ userID: ann.user._id }, { sort: { at: 1 } });
    const close = phone.mutation({
      entity: 'conflict',
      id: oldest?._id ?? '',
      kind: 'update',
      fields: { resolved: true },
    });
    expect((await phone.push([close])).body.results[0]?.status).toBe('applied');
    expect((await write(phone, 'v5')).body.results[0]?.status).toBe('merged');
    const kept = await t.deps.store.collection(CONFLICTS).find({ userID: ann.user._id });
    expect(kept).toHaveLength(2);
    expect(kept.map((c) => c._id)).not.toContain(oldest?._id);
    const pulled = await new Device(t, ann).pullAll();
    expect(pulled.filter((c) => c.entity === 'conflict' && !c.deleted)).toHaveLength(2);
  });
});

describe('texts merged through sync', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps);
  });
  afterEach(() => t.close());

  it('stay within the body limit: two devices growing different paragraphs cannot pass it together', async () => {
    const [phone, laptop] = [new Device(t, ann), new Device(t, ann)];
    const id = newId();
    const base = 'Day one.\n\nDay two.';
    await phone.push([phone.mutation({ entity: 'draft', id, kind: 'create', fields: { blogBody: base } })]);
    const longer = (text: string, extra: string) => base.replace(text, `${text} ${extra.repeat(30_000)}`);
    const edit = (d: Device, body: string) =>
      d.push([
        d.mutation({
          entity: 'draft',
          id,
          kind: 'update',
          baseRev: 1,
          base: { blogBody: base },
          fields: { blogBody: body },
        }),
      ]);
    expect((await edit(phone, longer('Day one.', 'a'))).body.results[0]?.status).toBe('applied');
    const merged = (await edit(laptop, longer('Day two.', 'b'))).body.results[0];
    expect(merged).toMatchObject({
      status: 'rejected',
      reason: 'The blog text can have at most 50000 characters',
    });
    const stored = await t.deps.store.collection('drafts').findOne({ _id: id });
    expect(stored?.blogBody).toBe(longer('Day one.', 'a'));
  });
});
