// Conflicts through whole sync cycles against the fake server (which runs the shared merge rule): the
// later edit wins, a story's edits to different paragraphs merge, and the owner's choice on one device
// closes the conflict on every device.
import { describe, expect, it } from 'vitest';
import { keepKeptValue, restoreLostValue } from './conflict-actions.ts';
import { runCycle } from './sync-cycle.ts';
import { loadIssues } from './sync-issues.ts';
import type { TestDevice } from './test-support/device.ts';
import { twoDevicesKit } from './test-support/two-devices.ts';

const setup = twoDevicesKit();
const sync = (d: TestDevice) => runCycle(d.db, d.api);
const syncAll = async (...all: TestDevice[]) => {
  for (const d of all) await sync(d);
  for (const d of all) await sync(d);
};
/** Lets the clock move on, so the next edit is recorded later. */
const later = () => new Promise((resolve) => setTimeout(resolve, 5));
const open = async (d: TestDevice) => (await loadIssues(d.db)).conflicts.map((i) => i.conflict);

/** A task both devices have, edited offline on the phone and then on the laptop. */
async function concurrentEdit() {
  const { server, phone, laptop } = setup();
  const id = await phone.tasks.create({ taskText: 'visa' });
  await syncAll(phone, laptop);
  await phone.tasks.edit(id, { taskText: 'visa for Peru' });
  await later();
  await laptop.tasks.edit(id, { taskText: 'visa for Chile' });
  // The earlier edit reaches the server last, and still loses.
  await syncAll(laptop, phone);
  return { server, phone, laptop, id };
}

describe('conflicts across devices', () => {
  it('keeps the later edit and the other as a conflict, on both devices', async () => {
    const { server, phone, laptop, id } = await concurrentEdit();
    expect(server.fieldsOf('task', id)).toMatchObject({ taskText: 'visa for Chile' });
    for (const d of [phone, laptop]) {
      expect((await d.db.tasks.get(id))?.taskText).toBe('visa for Chile');
      expect(await open(d)).toEqual([
        expect.objectContaining({ field: 'taskText', kept: 'visa for Chile', lost: 'visa for Peru' }),
      ]);
    }
  });

  it('closes the conflict on every device once the owner keeps the version on one', async () => {
    const { phone, laptop, id } = await concurrentEdit();
    const [conflict] = await open(phone);
    await keepKeptValue(phone.db, conflict?._id ?? '');
    expect(await open(phone)).toEqual([]);
    await syncAll(phone, laptop);
    expect(await open(laptop)).toEqual([]);
    expect(await laptop.db.conflicts.get(conflict?._id ?? '')).toMatchObject({ closed: 1, resolved: 1 });
    for (const d of [phone, laptop]) expect((await d.db.tasks.get(id))?.taskText).toBe('visa for Chile');
  });

  it('puts the other version back on every device once the owner restores it on one', async () => {
    const { server, phone, laptop, id } = await concurrentEdit();
    const [conflict] = await open(laptop);
    expect(await restoreLostValue(laptop.db, conflict?._id ?? '')).toBe(true);
    await syncAll(laptop, phone);
    expect(server.fieldsOf('task', id)).toMatchObject({ taskText: 'visa for Peru' });
    for (const d of [phone, laptop]) {
      expect((await d.db.tasks.get(id))?.taskText).toBe('visa for Peru');
      expect(await open(d)).toEqual([]);
      expect(await d.db.outbox.count()).toBe(0);
    }
  });

  it('drops the conflict with its document', async () => {
    const { phone, laptop, id } = await concurrentEdit();
    await phone.tasks.remove(id);
    await syncAll(phone, laptop);
    for (const d of [phone, laptop]) expect(await d.db.conflicts.count()).toBe(0);
  });

  it('merges edits to different paragraphs of a story, and names the paragraph both changed', async () => {
    const { phone, laptop } = setup();
    const body = 'Day one.\nDay two.\nDay three.';
    const id = await phone.blogs.create({ blogTitle: 'Lima', country: 'Peru', blogBody: body });
    await syncAll(phone, laptop);
    await phone.blogs.update(id, { blogBody: 'Day one, in Miraflores.\nDay two.\nDay three.' });
    await laptop.blogs.update(id, { blogBody: 'Day one.\nDay two.\nDay three, by bus.' });
    await syncAll(phone, laptop);
    const merged = 'Day one, in Miraflores.\nDay two.\nDay three, by bus.';
    for (const d of [phone, laptop]) {
      expect((await d.db.blogs.get(id))?.blogBody).toBe(merged);
      expect(await open(d)).toEqual([]);
    }

    await phone.blogs.update(id, { blogBody: merged.replace('Day two.', 'Day two: ceviche.') });
    await later();
    await laptop.blogs.update(id, { blogBody: merged.replace('Day two.', 'Day two: the coast.') });
    await syncAll(phone, laptop);
    const [conflict] = await open(phone);
    expect(conflict).toMatchObject({
      field: 'blogBody',
      kept: merged.replace('Day two.', 'Day two: the coast.'),
      lost: merged.replace('Day two.', 'Day two: ceviche.'),
      hunks: [{ kept: 'Day two: the coast.', lost: 'Day two: ceviche.' }],
    });
    expect(await open(laptop)).toEqual([conflict]);
  });
});
