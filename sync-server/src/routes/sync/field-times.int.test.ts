// Each field's write time (the later-edit rule's), which a device needs to send a field again after a
// restore with its own time rather than its whole copy's: pulls carry it for the owner's own documents
// (`writtenAt`, `fieldAt`), a mutation may name it per field (`Mutation.fieldAt`, clamped to its arrival
// like `at`), and a create so timed that finds the document already sent by another device is decided
// field by field.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { Mutation } from '../../../../shared/sync/protocol';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, task, withoutProfile } from './sync-kit';

const HOUR = 3_600_000;

describe('per-field write times', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps);
  });
  afterEach(() => t.close());

  const docOf = async (device: Device, id: string) =>
    withoutProfile(await device.pullAll()).find((c) => c.id === id)?.doc as Record<string, unknown>;
  /** When a pulled document says its field was written. */
  const timeOf = (doc: Record<string, unknown>, field: string) =>
    (doc.fieldAt as Record<string, number> | undefined)?.[field] ?? (doc.writtenAt as number | undefined);
  const resultOf = async (device: Device, m: Mutation) => (await device.push([m])).body.results[0];

  it('are pulled with the owner’s own documents, each field with the time of its own write', async () => {
    const phone = new Device(t, ann);
    const id = newId();
    const made = Date.now() - 2 * HOUR;
    await phone.push([
      phone.mutation({ entity: 'task', id, kind: 'create', fields: task('Pack'), at: made }),
    ]);
    const edited = Date.now() - HOUR;
    const edit = phone.mutation({
      entity: 'task',
      id,
      kind: 'update',
      baseRev: 1,
      fields: { important: true },
      at: edited,
    });
    await phone.push([edit]);
    const doc = await docOf(new Device(t, ann), id);
    // The time most fields share once, the others per field.
    expect(doc.writtenAt).toBe(made);
    expect(doc.fieldAt).toEqual({ important: edited });
    expect(['taskText', 'important', 'completed'].map((f) => timeOf(doc, f))).toEqual([made, edited, made]);
    // The server's own bookkeeping, which names devices, stays on the server.
    expect(doc.stamps).toBeUndefined();
  });

  it('are not in the public feed, which carries other users’ blogs', async () => {
    const bob = await insertUser(t.deps);
    const writer = new Device(t, bob);
    const id = newId();
    const fields = {
      blogTitle: 'Fjords',
      country: 'Norway',
      blogBody: 'Cold.',
      publish: true,
      featured: false,
    };
    await writer.push([writer.mutation({ entity: 'blog', id, kind: 'create', fields })]);
    expect((await docOf(new Device(t, bob), id)).writtenAt).toBeDefined();
    const reader = withoutProfile(await new Device(t, ann).pullAll());
    const publicCopy = reader.find((c) => c.id === id && c.scope === 'public');
    expect(publicCopy?.doc).toBeDefined();
    expect(publicCopy?.doc?.writtenAt).toBeUndefined();
    expect(publicCopy?.doc?.fieldAt).toBeUndefined();
  });

  it('decide each field of one write on its own by the later-edit rule', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const id = newId();
    const made = Date.now() - 3 * HOUR;
    await phone.push([
      phone.mutation({ entity: 'task', id, kind: 'create', fields: task('Pack'), at: made }),
    ]);
    const laptopAt = Date.now() - 2 * HOUR;
    const laptopEdit = { taskText: 'Pack the tent', important: true };
    await laptop.push([
      laptop.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, fields: laptopEdit, at: laptopAt }),
    ]);
    // The phone sends again, on nothing it had seen, a text older than the laptop's and a flag newer.
    const again = phone.mutation({
      entity: 'task',
      id,
      kind: 'update',
      baseRev: 0,
      fields: { taskText: 'Pack light', important: false },
      at: Date.now(),
      fieldAt: { taskText: made + 1, important: Date.now() - HOUR },
    });
    expect(await resultOf(phone, again)).toMatchObject({ status: 'merged', rev: 3 });
    const doc = await docOf(new Device(t, ann), id);
    expect(doc).toMatchObject({ taskText: 'Pack the tent', important: false });
    const conflicts = await new Device(t, ann).pullConflicts();
    expect(conflicts.map((c) => [c.field, c.kept, c.lost])).toEqual([
      ['taskText', 'Pack the tent', 'Pack light'],
      ['important', false, true],
    ]);
  });

  it('are clamped to when the write arrived, so a time ahead cannot win over a later write', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const id = newId();
    const ahead = Date.now() + 10 * HOUR;
    const create = phone.mutation({
      entity: 'task',
      id,
      kind: 'create',
      fields: task('Pack'),
      fieldAt: { taskText: ahead },
    });
    await phone.push([create]);
    expect(timeOf(await docOf(new Device(t, ann), id), 'taskText')).toBeLessThanOrEqual(Date.now());
    const later = laptop.mutation({
      entity: 'task',
      id,
      kind: 'update',
      baseRev: 0,
      fields: { taskText: 'Pack later' },
    });
    await laptop.push([later]);
    expect(await docOf(new Device(t, ann), id)).toMatchObject({ taskText: 'Pack later' });
  });

  it('are refused when they are not times', async () => {
    const phone = new Device(t, ann);
    const bad = phone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('Pack') });
    const res = await phone.push([{ ...bad, fieldAt: { taskText: -1 } }]);
    expect(res.status).toBe(400);
  });

  it('make a create of a task another device sent first an edit decided field by field', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const id = newId();
    const old = Date.now() - 3 * HOUR;
    const newer = Date.now() - HOUR;
    // Both devices held the task the restored server lacks; the laptop sends it first.
    const laptopCopy = task('Pack', { important: true });
    const first = laptop.mutation({
      entity: 'task',
      id,
      kind: 'create',
      fields: laptopCopy,
      fieldAt: { taskText: old, important: newer },
    });
    expect(await resultOf(laptop, first)).toMatchObject({ status: 'applied', rev: 1 });
    // The phone's copy: a newer text, an older flag.
    const phoneCopy = task('Pack the tent', { important: false });
    const second = phone.mutation({
      entity: 'task',
      id,
      kind: 'create',
      fields: phoneCopy,
      fieldAt: { ...Object.fromEntries(Object.keys(phoneCopy).map((f) => [f, old])), taskText: newer },
    });
    expect(await resultOf(phone, second)).toMatchObject({ status: 'merged', rev: 2 });
    expect(await docOf(new Device(t, ann), id)).toMatchObject({ taskText: 'Pack the tent', important: true });
    // An untimed create sent again stays what it always was: a duplicate, which changes nothing.
    const resent = phone.mutation({ entity: 'task', id, kind: 'create', fields: task('Something else') });
    expect(await resultOf(phone, resent)).toMatchObject({ status: 'duplicate' });
    expect(await docOf(new Device(t, ann), id)).toMatchObject({ taskText: 'Pack the tent' });
  });

  it('make a create of a blog another device sent first an edit decided field by field', async () => {
    const phone = new Device(t, ann);
    const laptop = new Device(t, ann);
    const id = newId();
    const old = Date.now() - 3 * HOUR;
    const newer = Date.now() - HOUR;
    const blog = {
      blogTitle: 'Fjords',
      country: 'Norway',
      blogBody: 'Cold.',
      publish: false,
      featured: false,
    };
    const times = (f: Record<string, unknown>, at: number) =>
      Object.fromEntries(Object.keys(f).map((name) => [name, at]));
    const first = laptop.mutation({
      entity: 'blog',
      id,
      kind: 'create',
      fields: blog,
      fieldAt: times(blog, old),
    });
    expect(await resultOf(laptop, first)).toMatchObject({ status: 'applied' });
    // The phone's copy: a newer story, and a title it had written before the laptop's.
    const mine = { ...blog, blogTitle: 'Fjord', blogBody: 'Cold, and bright at midnight.' };
    const second = phone.mutation({
      entity: 'blog',
      id,
      kind: 'create',
      fields: mine,
      fieldAt: { ...times(mine, old), blogTitle: old - HOUR, blogBody: newer },
    });
    expect(await resultOf(phone, second)).toMatchObject({ status: 'merged' });
    expect(await docOf(new Device(t, ann), id)).toMatchObject({
      blogTitle: 'Fjords',
      blogBody: 'Cold, and bright at midnight.',
    });
  });
});
