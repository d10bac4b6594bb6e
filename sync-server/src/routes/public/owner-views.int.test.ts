// Views counted on the public page reach the owner's devices through the change log (sync/view-feed.ts):
// coalesced per blog, in the owner's scope only, without touching the blog, and never after its delete.
import { afterEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../deps';
import {
  CHANGES,
  type ChangeEntry,
  PUBLIC_SCOPE,
  scopeState,
  userScope,
} from '../../services/sync/change-log';
import { flushViewFeed, VIEW_FEED_MS } from '../../services/sync/view-feed';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { Device } from '../sync/sync-kit';

describe("views reach the owner's devices", () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  const start = async (overrides: Partial<Deps> = {}) => {
    // Visitors are told apart by address; X-Forwarded-For stands in for many clients.
    t = await createTestApp(overrides, { TRUST_PROXY: 'true' });
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    bob = await insertUser(t.deps, { name: 'Bob Stone' });
  };
  afterEach(() => t.close());

  const create = async (publish = true) => {
    const body = form({ blogTitle: 'Lisbon by tram', blogBody: 'Text.', publish: String(publish) });
    return (await (await t.app.request('/api/blogs/', send('POST', body, ann))).json())._id as string;
  };
  const view = async (id: string, i: number) => {
    const res = await t.app.request(`/api/public/blogs/${id}`, {
      method: 'PUT',
      headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}` },
    });
    expect(res.status).toBe(200);
  };
  /** The blog's entries in its owner's log, as they are now. */
  const entriesOf = (id: string) =>
    t.deps.store
      .collection<ChangeEntry>(CHANGES)
      .find({ id, scope: userScope(ann.user._id) }, { sort: { seq: 1 } });
  const blogChanges = async (device: Device, id: string) =>
    (await device.pullAll()).filter((c) => c.scope === 'user' && c.entity === 'blog' && c.id === id);

  it('sends the raised count to a device of the owner by itself, in the owner’s scope only', async () => {
    await start({ viewFeedMs: 50 });
    const id = await create();
    const phone = new Device(t, ann);
    const [first] = await blogChanges(phone, id);
    expect(first?.doc).toMatchObject({ views: 0 });
    const reader = new Device(t, bob);
    await reader.pullAll();
    const publicSeq = (await scopeState(t.deps, PUBLIC_SCOPE)).seq;

    await view(id, 1);
    await view(id, 2);
    // No flush: the waiting entry is written when its delay is up.
    await expect
      .poll(async () => (await blogChanges(phone, id)).at(-1)?.doc?.views, { timeout: 3000 })
      .toBe(2);
    // The views entry took the create's place in the log (log-compaction.ts), and nothing of the blog moved:
    // the same revision, so an edit made on it meets no conflict.
    expect(await entriesOf(id)).toEqual([expect.objectContaining({ rev: first?.rev })]);
    // Every device pulls the public feed; views are not worth a change for all of them.
    expect((await scopeState(t.deps, PUBLIC_SCOPE)).seq).toBe(publicSeq);
    expect(await reader.pullAll()).toEqual([]);
  });

  it('turns a burst of 1,000 views into a handful of entries, and keeps one in the log', async () => {
    await start();
    const id = await create();
    const phone = new Device(t, ann);
    await phone.pullAll();
    const written: ChangeEntry[] = [];
    const stop = t.deps.store.watch<ChangeEntry>(CHANGES, (entry) => {
      if (entry.id === id) written.push(entry);
    });
    const began = Date.now();
    for (let i = 0; i < 1000; i += 50)
      await Promise.all(Array.from({ length: 50 }, (_, j) => view(id, i + j)));
    const took = Date.now() - began;
    await flushViewFeed(t.deps.store);
    const burst = written.length;
    // A later view's entry replaces the burst's.
    await view(id, 1000);
    await flushViewFeed(t.deps.store);
    expect(written).toHaveLength(burst + 1);
    written.length = burst;
    stop();
    // One entry per delay at most while the burst lasted (before: one per view, 1,000).
    expect(written.length).toBeGreaterThanOrEqual(1);
    expect(written.length).toBeLessThanOrEqual(Math.ceil(took / VIEW_FEED_MS) + 1);
    // Each replaced the one before, as the first replaced the create's: the owner's log names the blog once.
    expect(await entriesOf(id)).toHaveLength(1);
    const changes = await blogChanges(phone, id);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.doc).toMatchObject({ views: 1001 });
  });

  it('lets an edit made before the views land without a conflict, and the views with it', async () => {
    await start({ viewFeedMs: 60_000 });
    const id = await create();
    const phone = new Device(t, ann);
    const [pulled] = await blogChanges(phone, id);
    await view(id, 1);
    await flushViewFeed(t.deps.store);
    const { body } = await phone.push([
      phone.mutation({
        entity: 'blog',
        id,
        kind: 'update',
        baseRev: pulled?.rev ?? 0,
        fields: { blogTitle: 'Porto' },
      }),
    ]);
    expect(body.results[0]).toMatchObject({ status: 'applied' });
    const changes = await phone.pullAll();
    expect(changes.filter((c) => c.entity === 'conflict')).toEqual([]);
    expect(changes.find((c) => c.id === id)?.doc).toMatchObject({ blogTitle: 'Porto', views: 1 });
  });

  it('never names a blog again after its delete, whatever views were waiting', async () => {
    await start({ viewFeedMs: 60_000 });
    const id = await create();
    const phone = new Device(t, ann);
    await phone.pullAll();
    await view(id, 1);
    await flushViewFeed(t.deps.store);
    await view(id, 2);
    expect((await t.app.request(`/api/blogs/${id}`, send('DELETE', {}, ann))).status).toBe(200);
    // The waiting views are written after the delete: they must not follow its tombstone.
    await flushViewFeed(t.deps.store);
    // The tombstone is the blog's one entry, and nothing follows it.
    expect((await entriesOf(id)).map((e) => e.rev)).toEqual([2]);
    expect(await blogChanges(phone, id)).toEqual([expect.objectContaining({ id, deleted: true })]);
  });
});
