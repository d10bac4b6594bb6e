import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { insertUser, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device, task } from './sync-kit';

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sync pull: a crafted cursor', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps, { name: 'Ann Lee' });
  });
  afterEach(() => t.close());
  const pull = (cursor: string) =>
    t.app.request(`/api/sync/pull?cursor=${encodeURIComponent(cursor)}`, { headers: ann.auth });

  it.each([
    ['an entity index of -1', { u: 0, p: 0, us: [-1, ''] }],
    ['an entity index past the last', { u: 0, p: 0, us: [5, ''] }],
    ['a public entity index past the last', { u: 0, p: 0, ps: [1, ''] }],
    ['a fractional entity index', { u: 0, p: 0, us: [0.5, ''] }],
    ['a position of three parts', { u: 0, p: 0, us: [0, '', 'x'] }],
    ['a numeric id in a position', { u: 0, p: 0, us: [0, 7] }],
    ['an over-long id in a position', { u: 0, p: 0, us: [0, 'x'.repeat(1000)] }],
    ['a negative seq', { u: -1, p: 0 }],
    ['a seq as text', { u: '1', p: 0 }],
    ['an unknown part', { u: 0, p: 0, x: 1 }],
    ['a user as a number', { who: 7, u: 0, p: 0 }],
    ['an empty user', { who: '', u: 0, p: 0 }],
    ['a user that is no id', { who: '../x', u: 0, p: 0 }],
    ['an array', [0, 0]],
    ['null', null],
  ])('with %s is refused with 400 and touches no store file', async (_, value) => {
    const before = await readdir(join(t.dir, 'db'));
    const res = await pull(cursorOf(value));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/cursor/);
    expect(await readdir(join(t.dir, 'db'))).toEqual(before);
    expect(before).not.toContain('undefined.db');
  });

  it('ahead of the log (the store was restored from a backup) answers reset', async () => {
    const device = new Device(t, ann);
    await device.push([device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') })]);
    const res = await pull(cursorOf({ u: 1_000_000, p: 0 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ reset: true, changes: [] });
  });

  it('still accepts the cursors the server hands out', async () => {
    const device = new Device(t, ann);
    await device.push([device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('a') })]);
    const first = await device.pull();
    expect(first.reset).toBeFalsy();
    expect((await device.pull()).changes).toEqual([]);
  });
});
