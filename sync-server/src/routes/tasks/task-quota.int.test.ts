// The account's task and conflict limits through REST (services/quotas): 409 naming them, nothing
// stored, and a delete makes room again. The same limits through sync: routes/sync/quotas.int.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFLICTS } from '../../services/sync/conflicts';
import { TASKS } from '../../services/tasks/task-doc';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('POST /api/tasks within the task limit', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp({ quotas: { tasks: 2, conflicts: 2 } });
    ann = await insertUser(t.deps);
  });
  afterEach(() => t.close());
  const create = (taskText: string) => t.app.request('/api/tasks', json({ taskText }, ann.auth));
  const stored = () => t.deps.store.collection(TASKS).count({ userID: ann.user._id });

  it('takes tasks up to the limit, refuses one more with 409, and takes one again after a delete', async () => {
    const first = await create('visa');
    expect(first.status).toBe(201);
    expect((await create('train')).status).toBe(201);
    const refused = await create('one too many');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'You can keep at most 2 tasks; delete some to make room',
    });
    expect(await stored()).toBe(2);

    const { _id } = await first.json();
    expect((await t.app.request(`/api/tasks/${_id}`, { method: 'DELETE', headers: ann.auth })).status).toBe(
      200,
    );
    expect((await create('one more')).status).toBe(201);
    expect(await stored()).toBe(2);
  });

  it('refuses an edit that would keep a third open conflict, changing nothing', async () => {
    const { _id } = await (await create('v0')).json();
    // Every edit says it was made on revision 1, so each one after the first collides with the last.
    const edit = (taskText: string) =>
      t.app.request(`/api/tasks/${_id}`, json({ taskText }, { ...ann.auth, 'if-match': '"1"' }, 'PUT'));
    for (const text of ['v1', 'v2', 'v3']) expect((await edit(text)).status).toBe(200);
    expect(await t.deps.store.collection(CONFLICTS).count({ userID: ann.user._id })).toBe(2);
    const refused = await edit('v4');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'You can have at most 2 open conflicts; resolve some first',
    });
    expect(await t.deps.store.collection(TASKS).findOne({ _id })).toMatchObject({ rev: 4 });
    expect(await t.deps.store.collection(CONFLICTS).count({ userID: ann.user._id })).toBe(2);
  });
});
