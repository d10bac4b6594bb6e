import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { Filter, FindOptions } from '../../ports/document-store';
import { BLOGS } from '../../services/blogs/blog-doc';
import { PUBLIC_SCOPE, pruneLog, scopeState } from '../../services/sync/change-log';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { form, send } from '../blogs/blog-test-kit';
import { withEventStream } from './event-stream-kit';
import { Device } from './sync-kit';

describe('the public feed', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
    bob = await insertUser(t.deps, { name: 'Bob Stone' });
    admin = await insertUser(t.deps, { isAdmin: true });
  });
  afterEach(() => t.close());

  const create = async (publish: boolean) => {
    const body = form({ blogTitle: 'Trip', blogBody: 'Text.', publish: String(publish) });
    return (await (await t.app.request('/api/blogs/', send('POST', body, ann))).json())._id as string;
  };
  const edit = (id: string, fields: Record<string, unknown>, who = ann) =>
    t.app.request(who === admin ? `/api/admin/${id}` : `/api/blogs/${id}`, send('PUT', fields, who));
  const publicChanges = async (device: Device) =>
    (await device.pullAll()).filter((c) => c.scope === 'public');

  it("never names another user's blog that was never public", async () => {
    const reader = new Device(t, bob);
    await reader.pullAll();
    const draft = await create(false);
    await edit(draft, { blogTitle: 'Still a draft' });
    await edit(draft, { featured: true }, admin);
    const pushed = newId();
    const annDevice = new Device(t, ann);
    await annDevice.push([
      annDevice.mutation({
        entity: 'blog',
        id: pushed,
        kind: 'create',
        fields: { blogTitle: 'Offline', country: '', blogBody: 'Text.', publish: false, featured: false },
      }),
    ]);
    await annDevice.push([annDevice.mutation({ entity: 'blog', id: pushed, kind: 'delete', fields: {} })]);
    await t.app.request(`/api/blogs/${draft}`, send('DELETE', {}, ann));
    expect(await publicChanges(reader)).toEqual([]);
    expect(await publicChanges(new Device(t, bob))).toEqual([]);
    expect((await scopeState(t.deps, PUBLIC_SCOPE)).seq).toBe(0);
  });

  it('sends a blog while it is public, and a tombstone each time it stops being public', async () => {
    const reader = new Device(t, bob);
    const id = await create(true);
    const shown = expect.objectContaining({ id, doc: expect.objectContaining({ _id: id }) });
    const gone = expect.objectContaining({ id, deleted: true });
    expect(await publicChanges(reader)).toEqual([shown]);
    await edit(id, { publish: false });
    expect(await publicChanges(reader)).toEqual([gone]);
    // Edited while unpublished: nothing for the public feed.
    await edit(id, { blogTitle: 'Reworked' });
    expect(await publicChanges(reader)).toEqual([]);
    await edit(id, { publish: true });
    expect(await publicChanges(reader)).toEqual([shown]);
    await edit(id, { suspended: true }, admin);
    expect(await publicChanges(reader)).toEqual([gone]);
    await edit(id, { suspended: false }, admin);
    expect(await publicChanges(reader)).toEqual([shown]);
    await t.app.request(`/api/blogs/${id}`, send('DELETE', {}, ann));
    expect(await publicChanges(reader)).toEqual([gone]);
  });

  it("leaves the user's own blogs out of their feed, from the log and from a copy of it", async () => {
    const owner = new Device(t, ann);
    const reader = new Device(t, admin);
    const id = await create(true);
    const other = (
      await (
        await t.app.request(
          '/api/blogs/',
          send('POST', form({ blogTitle: 'Bob', blogBody: 'B.', publish: 'true' }), bob),
        )
      ).json()
    )._id as string;
    const first = await owner.pullAll();
    // The owner's scope carries the blog once; their feed has Bob's only.
    expect(first.filter((c) => c.id === id).map((c) => c.scope)).toEqual(['user']);
    expect(first.filter((c) => c.scope === 'public').map((c) => c.id)).toEqual([other]);
    expect((await publicChanges(reader)).map((c) => c.id).sort()).toEqual([id, other].sort());
    // Unpublished, deleted: still nothing of it in the owner's feed (their scope says it), a tombstone
    // for everyone else.
    await edit(id, { publish: false });
    expect(await publicChanges(owner)).toEqual([]);
    expect(await publicChanges(reader)).toEqual([expect.objectContaining({ id, deleted: true })]);
    await edit(id, { publish: true });
    // A copy of the feed, as a device from nothing gets after the log was pruned, leaves it out too.
    await pruneLog(t.deps, PUBLIC_SCOPE, 0);
    const copied = await new Device(t, ann).pullAll();
    expect(copied.filter((c) => c.scope === 'public').map((c) => c.id)).toEqual([other]);
    expect(copied.filter((c) => c.id === id).map((c) => c.scope)).toEqual(['user']);
  });

  it("reads none of the user's own blogs whole for their feed: only their scope does", async () => {
    const own = [await create(true), await create(true)];
    // Every query of blogs naming documents, by whose they asked for.
    const named: { ids: unknown; owner: unknown }[] = [];
    const store = t.deps.store;
    const collection = store.collection.bind(store);
    store.collection = ((name: string) => {
      const real = collection(name);
      if (name !== BLOGS) return real;
      return new Proxy(real, {
        get(target, key, receiver) {
          if (key !== 'find') return Reflect.get(target, key, receiver);
          return (filter: Filter = {}, options?: FindOptions) => {
            const ids = (filter._id as { $in?: unknown } | undefined)?.$in;
            if (ids) named.push({ ids, owner: filter.userID });
            return target.find(filter, options);
          };
        },
      });
    }) as typeof store.collection;
    const changes = await new Device(t, ann).pullAll();
    expect(changes.filter((c) => own.includes(c.id)).map((c) => c.scope)).toEqual(['user', 'user']);
    const ownNamed = named.filter((q) => own.some((id) => (q.ids as string[]).includes(id)));
    expect(ownNamed.map((q) => q.owner)).toEqual([ann.user._id]);
  });

  it('leaves no tombstone for a blog deleted after it stopped being public', async () => {
    const reader = new Device(t, bob);
    const id = await create(true);
    await edit(id, { publish: false });
    await publicChanges(reader);
    await t.app.request(`/api/blogs/${id}`, send('DELETE', {}, ann));
    expect(await publicChanges(reader)).toEqual([]);
  });

  it('pokes listeners of the public feed only for blogs that were or are public', async () => {
    await withEventStream(t, bob, async (events) => {
      await events.until(/event: ready/);
      await create(false);
      await create(true);
      const { seq } = await scopeState(t.deps, PUBLIC_SCOPE);
      await events.until(new RegExp(`"scope":"public","seq":${seq}\\}`));
      // The published blog is the public feed's one entry: the draft before it made none.
      expect(events.text.match(/"scope":"public","seq":\d+/g)).toEqual(['"scope":"public","seq":1']);
    });
  });
});
