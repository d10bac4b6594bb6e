import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { PullResponse } from '../../../../shared/sync/protocol';
import { pruneLog, userScope } from '../../services/sync/change-log';
import { PULL_UNITS, READ_UNITS } from '../../services/sync/pull-units';
import { COLLECTION } from '../../services/sync/synced-docs';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { withEventStream } from './event-stream-kit';
import { blog, Device, task, withoutProfile } from './sync-kit';

describe('sync pull', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    // Pages of thousands of documents: more writes than the default limit allows a minute.
    t = await createTestApp({}, { WRITES_PER_MINUTE: '100000' });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());

  it('sends each changed document once, as it is now, and tombstones for deletes', async () => {
    const device = new Device(t, ann);
    const [a, b] = [newId(), newId()];
    await device.push([
      device.mutation({ entity: 'task', id: a, kind: 'create', fields: task('a') }),
      device.mutation({ entity: 'task', id: b, kind: 'create', fields: task('b') }),
      device.mutation({ entity: 'task', id: a, kind: 'update', baseRev: 1, fields: { taskText: 'a2' } }),
      device.mutation({ entity: 'task', id: b, kind: 'delete', fields: {} }),
    ]);
    const other = new Device(t, ann);
    const changes = withoutProfile(await other.pullAll());
    expect(changes).toEqual([
      expect.objectContaining({
        scope: 'user',
        entity: 'task',
        id: a,
        rev: 2,
        doc: expect.objectContaining({ taskText: 'a2' }),
      }),
      expect.objectContaining({ scope: 'user', entity: 'task', id: b, deleted: true }),
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/appliedOps|fieldRevs/);
    expect((await other.pull()).changes).toEqual([]);
  });

  /** Creates `count` tasks (or blogs) in as many pushes as they take; answers their ids. */
  async function create(device: Device, entity: 'task' | 'blog', count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => newId());
    const fields = (id: string) => (entity === 'task' ? task(id.slice(0, 8)) : blog(id.slice(0, 8)));
    const statuses = await device.pushInBatches(
      ids.map((id) => device.mutation({ entity, id, kind: 'create', fields: fields(id) })),
    );
    for (const status of statuses) expect(status).toBe(200);
    return ids;
  }

  it('pages through more changes than one answer holds, never skipping one', async () => {
    const device = new Device(t, ann);
    const ids = await create(device, 'task', PULL_UNITS + 20);
    const reader = new Device(t, ann);
    const first = await reader.pull();
    expect(withoutProfile(first.changes)).toHaveLength(PULL_UNITS);
    expect(first.hasMore).toBe(true);
    const rest = await reader.pullAll();
    expect(new Set(withoutProfile([...first.changes, ...rest]).map((c) => c.id))).toEqual(new Set(ids));
  });

  it('sends a quarter as many blogs as tasks on a page, and ends a page before a blog it has no room for', async () => {
    const device = new Device(t, ann);
    const blogs = await create(device, 'blog', PULL_UNITS / 4 + 1);
    const reader = new Device(t, ann);
    const first = await reader.pull();
    expect(withoutProfile(first.changes).map((c) => c.id)).toEqual(blogs.slice(0, PULL_UNITS / 4));
    expect(first.hasMore).toBe(true);
    expect(withoutProfile(await reader.pullAll()).map((c) => c.id)).toEqual(blogs.slice(PULL_UNITS / 4));

    // Two units short of a full page of tasks, then a blog (4 units): the page ends before the blog.
    const tasks = await create(device, 'task', PULL_UNITS - 2);
    const [last] = await create(device, 'blog', 1);
    const next = await reader.pull();
    expect(withoutProfile(next.changes).map((c) => c.id)).toEqual(tasks);
    expect(next.hasMore).toBe(true);
    expect(withoutProfile(await reader.pullAll()).map((c) => c.id)).toEqual([last]);
  });

  /**
   * Each read of the tasks or blogs collections while `run` runs: how many documents it asked for (ids or
   * a limit), and how many turns of the event loop had passed when it was made.
   */
  async function readsDuring(run: () => Promise<unknown>) {
    const reads: { collection: string; size: number; turn: number }[] = [];
    let turn = 0;
    let counting = true;
    const tick = () => {
      turn += 1;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    const store = t.deps.store;
    const collection = store.collection.bind(store);
    vi.spyOn(store, 'collection').mockImplementation(((name: string) => {
      const col = collection(name);
      if (name !== COLLECTION.task && name !== COLLECTION.blog) return col;
      return new Proxy(col, {
        get(target, prop, receiver) {
          if (prop !== 'find') return Reflect.get(target, prop, receiver);
          return (filter: { _id?: { $in?: string[] } }, options?: { limit?: number }) => {
            reads.push({
              collection: name,
              size: filter._id?.$in?.length ?? options?.limit ?? Infinity,
              turn,
            });
            return target.find(filter as never, options as never);
          };
        },
      });
    }) as typeof store.collection);
    try {
      await run();
    } finally {
      counting = false;
      vi.restoreAllMocks();
    }
    return reads;
  }

  /** Reads of one collection, each in a later turn of the event loop than the one before. */
  function expectSteps(reads: Awaited<ReturnType<typeof readsDuring>>, collection: string, size: number) {
    const of = reads.filter((read) => read.collection === collection);
    expect(of.map((read) => read.size)).toEqual(Array.from({ length: of.length }, () => size));
    for (const [i, read] of of.entries()) if (i > 0) expect(read.turn).toBeGreaterThan(of[i - 1]?.turn ?? 0);
    return of.length;
  }

  it('reads a page in steps, a turn of the event loop between them, so a big page never holds the server', async () => {
    const device = new Device(t, ann);
    await create(device, 'task', PULL_UNITS);
    const reader = new Device(t, ann);
    const reads = await readsDuring(() => reader.pull());
    expect(expectSteps(reads, COLLECTION.task, READ_UNITS)).toBe(PULL_UNITS / READ_UNITS);

    // Blogs weigh four units: a step reads a quarter as many.
    await create(device, 'blog', PULL_UNITS / 4);
    const blogReads = await readsDuring(() => reader.pull());
    expect(expectSteps(blogReads, COLLECTION.blog, READ_UNITS / 4)).toBe(PULL_UNITS / READ_UNITS);

    // The copy a fresh device gets once the log is pruned reads in the same steps.
    await pruneLog(t.deps, userScope(ann.user._id), 1);
    const copyReads = await readsDuring(() => new Device(t, ann).pull());
    expect(expectSteps(copyReads, COLLECTION.task, READ_UNITS)).toBe(PULL_UNITS / READ_UNITS);
  });

  it('shows another user nothing of mine, and refuses a forged cursor', async () => {
    const device = new Device(t, ann);
    await device.push([
      device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('private') }),
    ]);
    const bobUser = await insertUser(t.deps);
    const bob = new Device(t, bobUser);
    expect((await bob.pullAll()).filter((c) => c.scope === 'user')).toEqual([
      expect.objectContaining({ entity: 'profile', id: bobUser.user._id }),
    ]);
    const res = await t.app.request('/api/sync/pull?cursor=not-a-cursor', { headers: ann.auth });
    expect(res.status).toBe(400);
  });

  it('resets an old cursor once the log is pruned, and gives a fresh device a full copy', async () => {
    const device = new Device(t, ann);
    const early = new Device(t, ann);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = newId();
      ids.push(id);
      await device.push([device.mutation({ entity: 'task', id, kind: 'create', fields: task(`t${i}`) })]);
      if (i === 0) await early.pullAll();
    }
    await device.push([device.mutation({ entity: 'task', id: ids[1] ?? '', kind: 'delete', fields: {} })]);
    await pruneLog(t.deps, userScope(ann.user._id), 2);

    expect((await early.pull()).reset).toBe(true);
    early.cursor = undefined;
    const copy = withoutProfile(await early.pullAll()).filter((c) => c.scope === 'user');
    expect(copy.map((c) => c.id).sort()).toEqual(ids.filter((id) => id !== ids[1]).sort());
    expect(copy.every((c) => c.doc && !c.deleted)).toBe(true);

    const later = newId();
    await device.push([
      device.mutation({ entity: 'task', id: later, kind: 'create', fields: task('after the copy') }),
    ]);
    expect(
      withoutProfile(await early.pullAll())
        .filter((c) => c.scope === 'user')
        .map((c) => c.id),
    ).toEqual([later]);
  });

  it('copies more documents than one answer holds to a fresh device, page by page', async () => {
    const device = new Device(t, ann);
    const tasks = await create(device, 'task', PULL_UNITS - 2);
    const blogs = await create(device, 'blog', PULL_UNITS / 4 + 1);
    await pruneLog(t.deps, userScope(ann.user._id), 1);
    const fresh = new Device(t, ann);
    const pages: PullResponse[] = [];
    do pages.push(await fresh.pull());
    while (pages.at(-1)?.hasMore);
    const copied = (page: PullResponse | undefined) =>
      (page?.changes ?? []).filter((c) => c.scope === 'user');
    // By entity, then id: the tasks, no blog (2 units left), then 500 blogs.
    expect(copied(pages[0]).map((c) => c.id)).toEqual(tasks.toSorted());
    expect(copied(pages[1]).map((c) => c.id)).toEqual(blogs.toSorted().slice(0, PULL_UNITS / 4));
    const seen = withoutProfile(pages.flatMap((page) => copied(page))).map((c) => c.id);
    expect(new Set(seen)).toEqual(new Set([...tasks, ...blogs]));
    expect(seen).toHaveLength(tasks.length + blogs.length);
  });

  it("feeds published blogs to everyone and the owner's blogs to the owner only", async () => {
    const create = async (fields: Record<string, string>) =>
      (
        await (
          await t.app.request('/api/blogs/', send('POST', form({ blogTitle: 'Trip', ...fields }), ann))
        ).json()
      )._id as string;
    const published = await create({ publish: 'true' });
    const draft = await create({ publish: 'false' });
    const reader = new Device(t, await insertUser(t.deps));
    const publicIds = (await reader.pullAll())
      .filter((c) => c.scope === 'public' && !c.deleted)
      .map((c) => c.id);
    expect(publicIds).toEqual([published]);
    const owner = new Device(t, ann);
    const own = (await owner.pullAll())
      .filter((c) => c.scope === 'user' && c.entity === 'blog')
      .map((c) => c.id);
    expect(own.sort()).toEqual([published, draft].sort());

    const admin = await insertUser(t.deps, { isAdmin: true });
    await t.app.request(`/api/admin/${published}`, send('PUT', { suspended: true }, admin));
    const after = await reader.pull();
    expect(after.changes).toEqual([
      expect.objectContaining({ scope: 'public', id: published, deleted: true }),
    ]);
  });

  it('pokes a listening device over SSE when its data changes', async () => {
    await withEventStream(t, ann, async (events, res) => {
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      await events.until(/event: ready/);
      const device = new Device(t, ann);
      await device.push([
        device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('poke me') }),
      ]);
      await events.until(/event: poke\ndata: \{"scope":"user","seq":\d+\}/);
      expect(events.text).not.toContain(ann.user._id);
    });
    expect((await t.app.request('/api/sync/events')).status).toBe(401);
  });
});
