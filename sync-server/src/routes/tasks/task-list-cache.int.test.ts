// GET /api/tasks/ is answered from kept bytes named by the user's change-log seq (services/tasks/
// task-list.ts): every way a task changes shows at once, a client holding the answer gets 304, and no
// tag of one user ever matches another's list.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import { CHANGES, SCOPES, scopeEntries, scopeState, userScope } from '../../services/sync/change-log';
import { TASKS } from '../../services/tasks/task-doc';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Device } from '../sync/sync-kit';

const task = (taskText: string) => ({ taskText, important: false, date: 'Sat 28 Nov 2026', time: '9:05:03' });
const texts = (list: { taskText: string }[]) => list.map((x) => x.taskText);

describe('the kept task list', () => {
  let t: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    t = await createTestApp();
    ann = await insertUser(t.deps);
  });
  afterEach(() => t.close());
  const list = (who = ann, headers: Record<string, string> = {}) =>
    t.app.request('/api/tasks/', { headers: { ...who.auth, ...headers } });
  const add = async (text: string, who = ann) =>
    (await t.app.request('/api/tasks/', json(task(text), who.auth))).json();

  it('answers 304 to a client holding the list, and the new list after any write', async () => {
    const first = await add('pack bags');
    const res = await list();
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(texts(await res.json())).toEqual(['pack bags']);
    const again = await list(ann, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // REST update, sync push, REST delete: each answers the new list and a new tag.
    const seen = new Set([etag]);
    const expectList = async (wanted: string[]) => {
      const now = await list(ann, { 'if-none-match': [...seen].join(', ') });
      expect(now.status).toBe(200);
      seen.add(now.headers.get('etag') ?? '');
      expect(texts(await now.json())).toEqual(wanted);
    };
    await t.app.request(`/api/tasks/${first._id}`, json({ taskText: 'pack the bags' }, ann.auth, 'PUT'));
    await expectList(['pack the bags']);
    const phone = new Device(t, ann);
    const pushed = await phone.push([
      phone.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task('book ferry') }),
    ]);
    expect(pushed.status).toBe(200);
    await expectList(['pack the bags', 'book ferry']);
    await t.app.request(`/api/tasks/${first._id}`, { method: 'DELETE', headers: ann.auth });
    await expectList(['book ferry']);
    expect(seen.size).toBe(4);
  });

  it("never answers one user's list, or 304, to another with the same history", async () => {
    const bob = await insertUser(t.deps, { email: 'bob@example.com' });
    await add('ann private');
    await add('bob private', bob);
    // Scopes made before they carried a birth mark: the same seq for both users.
    await t.deps.store.collection(SCOPES).updateMany({}, { $unset: { born: true } });
    const annRes = await list();
    const annTag = annRes.headers.get('etag') ?? '';
    expect(texts(await annRes.json())).toEqual(['ann private']);
    // Bob signs in on Ann's device: the browser sends the tag it kept for Ann.
    const bobRes = await list(bob, { 'if-none-match': annTag });
    expect(bobRes.status).toBe(200);
    expect(bobRes.headers.get('etag')).not.toBe(annTag);
    expect(texts(await bobRes.json())).toEqual(['bob private']);
  });

  it('does not answer an old list when a scope deleted with its data restarts its seq', async () => {
    await add('before');
    // Seq 2: the task, then the account's task count.
    expect(texts(await (await list()).json())).toEqual(['before']);
    // An account deletion that stopped after the tasks and the change log went, then a new write.
    await t.deps.store.collection(TASKS).deleteMany({ userID: ann.user._id });
    await t.deps.store.collection(CHANGES).deleteMany(scopeEntries(userScope(ann.user._id)));
    await t.deps.store.collection(SCOPES).deleteOne({ _id: userScope(ann.user._id) });
    // Seq 1 and 2 again (the account still counts one task, so only task writes are logged).
    const after = await add('after');
    await t.app.request(`/api/tasks/${after._id}`, json({ taskText: 'after all' }, ann.auth, 'PUT'));
    const { seq } = await scopeState(t.deps, userScope(ann.user._id));
    expect(seq).toBe(2);
    expect(texts(await (await list()).json())).toEqual(['after all']);
  });
});
