import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { DEMO_NOTICE } from '../../../../shared/messages';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, task } from './sync-kit';

describe('sync push', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());
  const stored = async () =>
    (await t.deps.store.collection('tasks').find({ userID: ann.user._id }, { sort: { _id: 1 } })).map(
      (d) => ({
        _id: d._id,
        taskText: d.taskText,
        completed: d.completed,
      }),
    );

  function batch(device: Device) {
    const [a, b] = [newId(), newId()];
    return [
      device.mutation({ entity: 'task', id: a, kind: 'create', fields: task('pack bags') }),
      device.mutation({ entity: 'task', id: b, kind: 'create', fields: task('book train') }),
      device.mutation({ entity: 'task', id: a, kind: 'update', baseRev: 1, fields: { completed: true } }),
      device.mutation({ entity: 'task', id: b, kind: 'delete', baseRev: 1, fields: {} }),
    ];
  }

  it('applies a batch in order and reports each mutation', async () => {
    const device = new Device(t, ann);
    const { status, body } = await device.push(batch(device));
    expect(status).toBe(200);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(body.lastSeq).toBe(4);
    expect(await stored()).toEqual([expect.objectContaining({ taskText: 'pack bags', completed: true })]);
    const me = await t.deps.store.collection('users').findOne({ _id: ann.user._id });
    expect(me?.tasks).toBe(1);
  });

  it.each([2, 3, 5])('ends as if sent once when the same batch is sent %i times', async (times) => {
    const device = new Device(t, ann);
    const mutations = batch(device);
    await device.push(mutations);
    const once = await stored();
    for (let i = 1; i < times; i++) {
      const { body } = await device.push(mutations);
      expect(body.results.every((r) => r.status === 'duplicate')).toBe(true);
    }
    expect(await stored()).toEqual(once);
  });

  it('ends as if sent once when 10 copies arrive in parallel', async () => {
    const device = new Device(t, ann);
    const mutations = batch(device);
    const answers = await Promise.all(Array.from({ length: 10 }, () => device.push(mutations)));
    const applied = answers.flatMap((a) => a.body.results).filter((r) => r.status === 'applied');
    expect(applied).toHaveLength(4);
    expect(await stored()).toEqual([expect.objectContaining({ taskText: 'pack bags', completed: true })]);
  });

  it('loses nothing and doubles nothing when an answer is lost and the device retries', async () => {
    const device = new Device(t, ann);
    const first = batch(device);
    await device.push(first.slice(0, 3)); // committed; pretend the answer never arrived
    const retry = await device.push(first);
    expect(retry.body.results.map((r) => r.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'applied',
    ]);
    expect(await stored()).toEqual([expect.objectContaining({ taskText: 'pack bags', completed: true })]);
  });

  it('stops at a gap and says which seq it expects', async () => {
    const device = new Device(t, ann);
    const [m1, m2, m3] = batch(device);
    const { body } = await device.push([m1, m3].filter((m) => m !== undefined));
    expect(body.results.map((r) => r.seq)).toEqual([1]);
    expect(body.gap).toEqual({ expected: 2 });
    expect(body.lastSeq).toBe(1);
    const later = await device.push([m2, m3].filter((m) => m !== undefined));
    expect(later.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
  });

  it('rejects a bad mutation on its own and goes on with the rest', async () => {
    const device = new Device(t, ann);
    const bob = await insertUser(t.deps);
    const bobsTask = newId();
    const bobsDevice = new Device(t, bob);
    await bobsDevice.push([
      bobsDevice.mutation({ entity: 'task', id: bobsTask, kind: 'create', fields: task('bob') }),
    ]);
    const { body } = await device.push([
      device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('x'.repeat(41)) }),
      device.mutation({
        entity: 'task',
        id: bobsTask,
        kind: 'update',
        baseRev: 1,
        fields: { taskText: 'mine now' },
      }),
      device.mutation({
        entity: 'task',
        id: newId(),
        kind: 'create',
        fields: { ...task('ok'), isAdmin: true },
      }),
      device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('fine') }),
    ]);
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
    expect(body.results[0]?.reason).toMatch(/at most 40 characters/);
    expect(body.results[1]?.reason).toBe('Task not found');
    expect(body.lastSeq).toBe(4);
    expect((await t.deps.store.collection('tasks').findOne({ _id: bobsTask }))?.taskText).toBe('bob');
  });

  it('tells a device why a mutation was rejected even when that answer was lost', async () => {
    const device = new Device(t, ann);
    const batch = [
      device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('x'.repeat(41)) }),
      device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('fine') }),
    ];
    await device.push(batch);
    const retry = await device.push(batch);
    expect(retry.body.results.map((r) => r.status)).toEqual(['rejected', 'duplicate']);
    expect(retry.body.results[0]?.reason).toMatch(/at most 40 characters/);
  });

  it('gives the same result whatever the device clocks say', async () => {
    const outcomes = [];
    for (const offset of [-365 * 86_400_000, 0, 365 * 86_400_000]) {
      const device = new Device(t, ann, offset);
      const id = newId();
      const { body } = await device.push([
        device.mutation({ entity: 'task', id, kind: 'create', fields: task('same') }),
        device.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, fields: { completed: true } }),
      ]);
      const doc = await t.deps.store.collection('tasks').findOne({ _id: id });
      outcomes.push({
        statuses: body.results.map((r) => r.status),
        completed: doc?.completed,
        rev: doc?.rev,
      });
    }
    expect(outcomes[0]).toEqual(outcomes[1]);
    expect(outcomes[2]).toEqual(outcomes[1]);
  });

  it('merges concurrent edits and keeps the losing value as a conflict', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const id = newId();
    await phone.push([phone.mutation({ entity: 'task', id, kind: 'create', fields: task('visa') })]);
    const a = await phone.push([
      phone.mutation({
        entity: 'task',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { taskText: 'visa for Peru' },
      }),
    ]);
    // The laptop edited the same revision offline, before the phone did: its title loses to the phone's
    // later one, its other field merges.
    const b = await laptop.push([
      laptop.mutation({
        entity: 'task',
        id,
        kind: 'update',
        baseRev: 1,
        fields: { taskText: 'visa for Chile', completed: true },
        at: Date.now() - 60_000,
      }),
    ]);
    expect(a.body.results[0]?.status).toBe('applied');
    expect(b.body.results[0]?.status).toBe('merged');
    const doc = await t.deps.store.collection('tasks').findOne({ _id: id });
    expect(doc).toMatchObject({ taskText: 'visa for Peru', completed: true });
    const conflicts = (await phone.pullAll()).filter((c) => c.entity === 'conflict');
    expect(conflicts.map((c) => c.doc)).toEqual([
      expect.objectContaining({
        field: 'taskText',
        kept: 'visa for Peru',
        lost: 'visa for Chile',
        docId: id,
      }),
    ]);
  });

  it('binds a device to one account', async () => {
    const device = new Device(t, ann);
    await device.push([device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') })]);
    const bob = await insertUser(t.deps);
    const thief = new Device(t, bob);
    const res = await thief.push([], device.clientId);
    expect(res.status).toBe(403);
  });

  it("refuses a demo user's batch whole, malformed batches, and oversized ones", async () => {
    const demo = await insertUser(t.deps, { isDemoUser: true });
    const device = new Device(t, demo);
    const res = await device.push([
      device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') }),
    ]);
    expect(res.status).toBe(403);
    expect((res.body as unknown as { message: string }).message).toBe(DEMO_NOTICE);
    const mine = new Device(t, ann);
    const m = mine.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') });
    expect((await mine.push([{ ...m, clientId: 'other' }])).status).toBe(400);
    expect((await mine.push([{ ...m, entity: 'user' as never }])).status).toBe(400);
    expect((await mine.push([{ ...m, fields: { $set: { isAdmin: true } } }])).status).toBe(400);
    const many = Array.from({ length: 501 }, () =>
      mine.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') }),
    );
    expect((await mine.push(many)).status).toBe(400);
    expect(await t.deps.store.collection('tasks').count()).toBe(0);
  });
});
