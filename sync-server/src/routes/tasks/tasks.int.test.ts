import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages';
import { TASKS } from '../../services/tasks/task-doc';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('/api/tasks', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps);
  });
  afterEach(() => t.close());
  const call = (method: string, path: string, body?: unknown, who = ann) =>
    t.app.request(
      `/api/tasks${path}`,
      body === undefined ? { method, headers: who.auth } : json(body, who.auth, method),
    );
  const count = async () => (await t.deps.store.collection('users').findOne({ _id: ann.user._id }))?.tasks;

  it('creates, lists, updates (whole or text and importance) and deletes own tasks', async () => {
    const res = await call('POST', '/', {
      taskText: '  pack bags ',
      important: true,
      date: 'Sat 21 Nov 2026',
      time: '9:05:03',
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ taskText: 'pack bags', important: true, completed: false, rev: 1 });
    expect(await count()).toBe(1);
    expect((await (await call('GET', '/')).json()).map((x: { _id: string }) => x._id)).toEqual([created._id]);

    const whole = await (
      await call('PUT', `/${created._id}`, {
        ...created,
        completed: true,
        rev: undefined,
        userID: undefined,
        createdAt: undefined,
        updatedAt: undefined,
      })
    ).json();
    expect(whole).toMatchObject({ completed: true, rev: 2 });
    const partial = await (
      await call('PUT', `/${created._id}`, { taskText: 'pack light', important: false })
    ).json();
    expect(partial).toMatchObject({ taskText: 'pack light', important: false, completed: true, rev: 3 });

    expect((await call('DELETE', `/${created._id}`)).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await call('DELETE', `/${created._id}`)).status).toBe(404);
  });

  it.each([
    [{ taskText: 'x'.repeat(41) }, /at most 40 characters/],
    [{ taskText: '   ' }, /Please write the task/],
    [{ taskText: 'ok', userID: 'someone' }, /Unknown field: userID/],
    [{ taskText: { $ne: '' } }, /^taskText: /],
  ])('refuses %o', async (body, message) => {
    const res = await call('POST', '/', body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
  });

  it('lists tasks oldest first, whatever order their ids and writes came in', async () => {
    const ids: string[] = [];
    for (const taskText of ['b', 'c', 'a']) {
      ids.push(
        (await (await call('POST', '/', { taskText, important: false, date: '', time: '' })).json())._id,
      );
    }
    const created = {
      a: '2026-01-01T00:00:00.000Z',
      b: '2026-03-01T00:00:00.000Z',
      c: '2026-02-01T00:00:00.000Z',
    };
    for (const [i, text] of ['b', 'c', 'a'].entries())
      await t.deps.store
        .collection(TASKS)
        .updateOne({ _id: ids[i] }, { $set: { createdAt: created[text as keyof typeof created] } });
    const listed = (await (await call('GET', '/')).json()) as { taskText: string }[];
    expect(listed.map((task) => task.taskText)).toEqual(['a', 'c', 'b']);
  });

  it('keeps tasks to their owner and refuses the demo user', async () => {
    const { _id } = await (await call('POST', '/', { taskText: 'mine' })).json();
    const bob = await insertUser(t.deps);
    expect((await call('PUT', `/${_id}`, { taskText: 'his' }, bob)).status).toBe(404);
    expect((await call('DELETE', `/${_id}`, undefined, bob)).status).toBe(404);
    expect(await (await call('GET', '/', undefined, bob)).json()).toEqual([]);
    expect((await call('PUT', `/${_id}`, { _id: 'another', taskText: 'x' })).status).toBe(400);
    const demo = await insertUser(t.deps, { isDemoUser: true });
    const res = await call('POST', '/', { taskText: 'demo' }, demo);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(DEMO_NOTICE);
  });
});
