// The change log keeps each document's newest entry only (log-compaction.ts). A new device pulls each document
// once however often it was edited; a device whose cursor is older than the entries that went, with or
// without writes queued across them, meets every document changed since and ends as the server is; a
// cursor on an entry that went still tells a log that went back in time from the one the device read.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { PulledChange } from '../../../../shared/sync/protocol';
import { CHANGES, type ChangeEntry, entryId, scopeEntries, userScope } from '../../services/sync/change-log';
import { decodeCursor } from '../../services/sync/cursor';
import { SUPERSEDED } from '../../services/sync/log-compaction';
import { insertUser, type TestUser } from '../../testing/factories';
import { type RestorableApp, restorableTestApp, type TestApp } from '../../testing/test-app';
import { Device, task, withoutProfile } from './sync-kit';

/** What a device holds after applying pulled changes in order: the newest of each document. */
function held(changes: PulledChange[], into = new Map<string, unknown>()): Map<string, unknown> {
  for (const c of changes) {
    if (c.deleted) into.delete(`${c.entity}:${c.id}`);
    else into.set(`${c.entity}:${c.id}`, { rev: c.rev, ...c.doc });
  }
  return into;
}

describe('a change log that keeps each document once', () => {
  let servers: RestorableApp;
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    servers = await restorableTestApp();
    t = servers.server;
    ann = await insertUser(t.deps);
  });
  afterEach(() => servers.close());

  const scope = () => userScope(ann.user._id);
  const log = () =>
    t.deps.store.collection<ChangeEntry>(CHANGES).find(scopeEntries(scope()), { sort: { _id: 1 } });
  const create = (device: Device, id: string, text: string) =>
    device.mutation({ entity: 'task', id, kind: 'create', fields: task(text) });
  const edit = (device: Device, id: string, baseRev: number, fields: Record<string, unknown>) =>
    device.mutation({ entity: 'task', id, kind: 'update', baseRev, fields });

  it('sends a new device each document once, however often it was edited', async () => {
    const phone = new Device(t, ann);
    const ids = [newId(), newId(), newId()];
    await phone.push(ids.map((id, i) => create(phone, id, `task ${i} r0`)));
    for (let round = 1; round <= 3; round += 1) {
      // One push per edit: each is committed, and each makes the entry before it superseded.
      for (const [i, id] of ids.entries())
        await phone.push([edit(phone, id, round, { taskText: `task ${i} r${round}` })]);
    }
    const after = withoutProfile(await new Device(t, ann).pullAll());
    expect(after.map((c) => [c.id, c.rev])).toEqual(ids.map((id) => [id, 4]));
    // Three tasks and the profile, and a kept tag for each of the 9 entries that went (edits leave the
    // profile's task count as it was).
    expect((await log()).map((e) => e.entity).sort()).toEqual(['profile', 'task', 'task', 'task']);
    expect(await t.deps.store.collection(SUPERSEDED).count(scopeEntries(scope()))).toBe(9);
  });

  it('brings a device from before the edits and deletes to what the server holds', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const [a, b, c] = [newId(), newId(), newId()];
    await phone.push([create(phone, a, 'a'), create(phone, b, 'b'), create(phone, c, 'c')]);
    const phoneHolds = held(await phone.pullAll());
    await laptop.pullAll();
    await laptop.push([edit(laptop, a, 1, { taskText: 'a2' })]);
    await laptop.push([edit(laptop, a, 2, { taskText: 'a3' })]);
    await laptop.push([laptop.mutation({ entity: 'task', id: b, kind: 'delete', baseRev: 1, fields: {} })]);
    // The entries the phone's cursor came after are gone; their documents' newest stand for them.
    expect((await log()).filter((e) => e.id === a)).toHaveLength(1);
    const since = await phone.pullAll();
    expect(withoutProfile(since).map((x) => [x.id, x.rev, x.deleted ?? false])).toEqual([
      [a, 3, false],
      [b, 2, true],
    ]);
    held(since, phoneHolds);
    expect(phoneHolds).toEqual(held(await new Device(t, ann).pullAll()));
    expect(phoneHolds.has(`task:${c}`)).toBe(true);
  });

  it('takes writes queued across entries that went, and loses none of them', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const [a, b] = [newId(), newId()];
    await laptop.push([create(laptop, a, 'a'), create(laptop, b, 'b')]);
    const phoneHolds = held(await phone.pullAll());
    await laptop.pullAll();
    // Offline, the phone queues an edit of each task on revision 1 while the laptop edits both twice.
    const queued = [edit(phone, a, 1, { taskText: 'phone a' }), edit(phone, b, 1, { completed: true })];
    await laptop.push([
      edit(laptop, a, 1, { taskText: 'laptop a' }),
      edit(laptop, b, 1, { taskText: 'laptop b' }),
    ]);
    await laptop.push([
      edit(laptop, a, 2, { taskText: 'laptop a2' }),
      edit(laptop, b, 2, { taskText: 'laptop b2' }),
    ]);
    const { body } = await phone.push(queued);
    expect(body.results.map((r) => r.status)).toEqual(['merged', 'applied']);
    held(await phone.pullAll(), phoneHolds);
    expect(phoneHolds).toEqual(held(await new Device(t, ann).pullAll()));
    // b merged: the laptop's text and the phone's completed.
    expect(phoneHolds.get(`task:${b}`)).toMatchObject({ taskText: 'laptop b2', completed: true });
    // a: one of the two texts won, and the other is kept in a conflict the phone holds too.
    const kept = [...phoneHolds.values()].filter((d) => (d as { docId?: string }).docId === a);
    const texts = [(phoneHolds.get(`task:${a}`) as { taskText: string }).taskText];
    for (const conflict of kept) texts.push(JSON.stringify(conflict));
    expect(texts.join(' ')).toContain('phone a');
    expect(texts.join(' ')).toContain('laptop a2');
  });

  it('tells a log that went back in time from a cursor on an entry that went since', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const a = newId();
    await phone.push([create(phone, a, 'one')]);
    await servers.backup();
    await phone.push([edit(phone, a, 1, { taskText: 'two' })]);
    await phone.pullAll();
    const at = decodeCursor(phone.cursor).u;
    await servers.restore();
    // The restored log grows past the phone's cursor with other edits of the task, the first of them at
    // the cursor's seq and gone for the second.
    await laptop.pullAll();
    await laptop.push([edit(laptop, a, 1, { taskText: 'laptop two' })]);
    await laptop.push([edit(laptop, a, 2, { taskText: 'laptop three' })]);
    expect((await log()).at(-1)?.seq).toBeGreaterThan(at);
    expect(await t.deps.store.collection(CHANGES).findOne({ _id: entryId(scope(), at) })).toBeNull();
    expect(await t.deps.store.collection(SUPERSEDED).findOne({ _id: entryId(scope(), at) })).not.toBeNull();
    expect(await phone.pull()).toMatchObject({ changes: [], reset: true, restored: true });
    // The laptop, whose cursor stands in the restored log, reads on.
    expect((await laptop.pull()).reset).toBeUndefined();
  });

  it('leaves nothing of the log behind when the account is deleted', async () => {
    const phone = new Device(t, ann);
    const a = newId();
    await phone.push([create(phone, a, 'a')]);
    await phone.push([edit(phone, a, 1, { taskText: 'b' })]);
    const res = await t.app.request(`/api/users/delete-user/${ann.user._id}`, {
      method: 'DELETE',
      headers: ann.auth,
    });
    expect(res.status).toBe(200);
    for (const name of [CHANGES, SUPERSEDED])
      expect(await t.deps.store.collection(name).count(scopeEntries(scope()))).toBe(0);
  });
});
