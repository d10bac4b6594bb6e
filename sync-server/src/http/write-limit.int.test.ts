// The per-user writes-per-minute limit: sync pushes count their mutations, REST writes one each, reads
// nothing; refused with 429, Retry-After and a message naming the limit, before anything is applied;
// and held across two app instances on one store.
import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../shared/ids';
import { parseEnv } from '../config/env';
import { Device } from '../routes/sync/sync-kit';
import { TASKS } from '../services/tasks/task-doc';
import { insertBlog, insertUser, json, type TestUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Windows are whole minutes: a test that counts within one starts well clear of its end. */
async function clearOfMinuteEdge(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 50));
}

const task = (t: TestApp, who: TestUser) =>
  t.app.request('/api/tasks', json({ taskText: 'Pack the tent' }, who.auth));

async function expectLimited(res: Response, limit: number): Promise<void> {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await res.json()).message).toMatch(
    new RegExp(`^Too many changes from this account: at most ${limit} per minute\\. Please try again in`),
  );
}

describe('writes per minute', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function app(env: Record<string, string> = {}, store?: TestApp['deps']['store']) {
    const t = await createTestApp(store ? { store } : {}, env);
    // A second instance on another's store leaves closing it to the first.
    cleanups.push(store ? () => rm(t.dir, { recursive: true, force: true }) : t.close);
    return t;
  }
  beforeEach(clearOfMinuteEdge, 20_000);

  it('counts each mutation of a push, refusing the batch that goes over before it runs', async () => {
    expect(parseEnv({}).WRITES_PER_MINUTE).toBe(600);
    const t = await app();
    const ann = await insertUser(t.deps);
    const device = new Device(t, ann);
    // Deleting what does not exist is a write that leaves nothing behind.
    const deletes = (n: number) =>
      Array.from({ length: n }, () =>
        device.mutation({ entity: 'task', id: newId(), kind: 'delete', fields: {} }),
      );
    expect((await device.push(deletes(500))).status).toBe(200);
    expect((await device.push(deletes(100))).status).toBe(200);

    const create = device.mutation({
      entity: 'task',
      id: newId(),
      kind: 'create',
      fields: { taskText: 'One too many', important: false, completed: false, date: '', time: '' },
    });
    const refused = await t.app.request(
      '/api/sync/push',
      json({ clientId: device.clientId, mutations: [create] }, ann.auth),
    );
    await expectLimited(refused, 600);
    expect(await t.deps.store.collection(TASKS).count({ userID: ann.user._id })).toBe(0);
    await expectLimited(await task(t, ann), 600);

    // Reads go on, and another user has an allowance of their own.
    expect((await t.app.request('/api/tasks', { headers: ann.auth })).status).toBe(200);
    expect((await task(t, await insertUser(t.deps))).status).toBe(201);
  }, 60_000);

  it('counts REST writes of tasks and blogs against the same allowance', async () => {
    const t = await app({ WRITES_PER_MINUTE: '5' });
    const ann = await insertUser(t.deps);
    const blog = await insertBlog(t.deps, ann.user);
    for (let i = 0; i < 4; i++) expect((await task(t, ann)).status).toBe(201);
    const edit = () =>
      t.app.request(`/api/blogs/${blog._id}`, json({ blogTitle: 'Renamed' }, ann.auth, 'PUT'));
    expect((await edit()).status).toBe(200);
    await expectLimited(await edit(), 5);
    await expectLimited(await task(t, ann), 5);
    expect((await t.app.request(`/api/blogs/${blog._id}`, { headers: ann.auth })).status).toBe(200);
  });

  it('holds across two app instances on one store', async () => {
    const here = await app({ WRITES_PER_MINUTE: '5' });
    const there = await app({ WRITES_PER_MINUTE: '5' }, here.deps.store);
    const ann = await insertUser(here.deps);
    for (let i = 0; i < 3; i++) expect((await task(here, ann)).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await task(there, ann)).status).toBe(201);
    await expectLimited(await task(there, ann), 5);
    await expectLimited(await task(here, ann), 5);
  });
});
