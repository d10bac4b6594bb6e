// PUT /api/tasks/{id} with the full task exactly as the server returned it (SPEC §7 "update (full task, or
// {taskText, important})"); a server-owned field that differs is refused by name, changing nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Task = Record<string, unknown> & { _id: string; rev: number };

describe('a task sent back as read', () => {
  let t: TestApp;
  let ann: TestUser;
  let task: Task;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps);
    const body = { taskText: 'book the ferry', important: false, date: 'Sat 21 Nov 2026', time: '9:05:03' };
    await t.app.request('/api/tasks/', json(body, ann.auth));
    task = (await (await t.app.request('/api/tasks/', { headers: ann.auth })).json())[0] as Task;
  });
  afterEach(() => t.close());
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/api/tasks/${task._id}`, json(body, { ...ann.auth, ...headers }, 'PUT'));
  const stored = async () => (await (await t.app.request('/api/tasks/', { headers: ann.auth })).json())[0];

  it('takes the full task as GET /api/tasks/ returned it, with one field changed', async () => {
    expect(Object.keys(task)).toEqual(expect.arrayContaining(['userID', 'rev', 'createdAt', 'updatedAt']));
    const res = await put({ ...task, completed: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ completed: true, taskText: 'book the ferry', rev: 2 });
    const again = await put({ ...(await stored()), taskText: 'book the night ferry' });
    expect(await again.json()).toMatchObject({ taskText: 'book the night ferry', completed: true, rev: 3 });
  });

  it('takes a copy read before another edit as made on its revision, and If-Match agreeing', async () => {
    await put({ important: true });
    const res = await put({ ...task, taskText: 'book the early ferry' }, { 'if-match': `"${task.rev}"` });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ taskText: 'book the early ferry', rev: 3 });
    expect((await put({ ...task, rev: 1 }, { 'if-match': '"2"' })).status).toBe(400);
  });

  it.each([
    ['userID', (x: Task) => ({ ...x, userID: 'someone-else' })],
    ['createdAt', (x: Task) => ({ ...x, createdAt: '2001-01-01T00:00:00.000Z' })],
    ['rev', (x: Task) => ({ ...x, rev: x.rev + 1 })],
    ['updatedAt', (x: Task) => ({ ...x, updatedAt: '2999-01-01T00:00:00.000Z' })],
    ['_id', (x: Task) => ({ ...x, _id: 'another-task' })],
  ])('refuses a copy with a different %s, naming it and changing nothing', async (field, edit) => {
    const res = await put({ ...edit(task), taskText: 'should not land' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(`${field} is set by the server and cannot be changed`);
    expect(await stored()).toEqual(task);
  });

  it('still refuses a field no answer carries', async () => {
    const res = await put({ ...task, priority: 'high' });
    expect((await res.json()).message).toBe('Unknown field: priority');
    expect(await stored()).toEqual(task);
  });
});
