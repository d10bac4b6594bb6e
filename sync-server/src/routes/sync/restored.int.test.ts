// A server that went back in time (its database restored from a backup) tells the devices that read or
// wrote past that point: the pull answers reset with `restored`, whether the log stopped short of the
// device's cursor, grew again past it with other writes, or holds fewer of the device's own writes than it
// had acknowledged. A pruned log stays a plain reset. And an edit made on a revision only the store before
// the restore had (a page read then) never passes for having seen the writes made since.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../../shared/ids';
import type { PullResponse } from '../../../../shared/sync/protocol';
import { pruneLog, userScope } from '../../services/sync/change-log';
import { insertUser, json, type TestUser } from '../../testing/factories';
import { type RestorableApp, restorableTestApp, type TestApp } from '../../testing/test-app';
import { Device, task } from './sync-kit';

describe('a server that went back in time', () => {
  let servers: RestorableApp;
  let server: TestApp;
  let ann: TestUser;
  beforeEach(async () => {
    servers = await restorableTestApp();
    server = servers.server;
    ann = await insertUser(server.deps);
  });
  afterEach(() => servers.close());

  const create = (device: Device, text: string) =>
    device.push([device.mutation({ entity: 'task', id: newId(), kind: 'create', fields: task(text) })]);
  const backup = () => servers.backup();
  const restore = () => servers.restore();
  const pullAs = async (query: string): Promise<PullResponse> =>
    (await server.app.request(`/api/sync/pull?${query}`, { headers: ann.auth })).json();

  it('answers restored to a cursor past the end of the restored log', async () => {
    const phone = new Device(server, ann);
    await create(phone, 'one');
    await backup();
    await create(phone, 'two');
    await phone.pullAll();
    await restore();
    expect(await phone.pull()).toMatchObject({ changes: [], reset: true, restored: true });
  });

  it('answers restored to a cursor the log grew past again with other writes', async () => {
    const phone = new Device(server, ann);
    const laptop = new Device(server, ann);
    await create(phone, 'one');
    await backup();
    await create(phone, 'two');
    await create(phone, 'three');
    await phone.pullAll();
    await restore();
    // The laptop writes first: the log is as long again, with other entries.
    await create(laptop, 'four');
    await create(laptop, 'five');
    expect(await phone.pull()).toMatchObject({ changes: [], reset: true, restored: true });
    // The laptop, whose cursor names what the restored log holds, reads on.
    const page = await laptop.pull();
    expect(page.restored).toBeUndefined();
    expect(page.reset).toBeUndefined();
  });

  it('answers restored when the server holds fewer of the device\u2019s writes than it acknowledged', async () => {
    const phone = new Device(server, ann);
    await create(phone, 'one');
    await backup();
    const { body } = await create(phone, 'two');
    expect(body.lastSeq).toBe(2);
    await restore();
    // From the start, so no cursor tells: only the device's record of what was acknowledged does.
    const query = (acked: number) => `clientId=${phone.clientId}&acked=${acked}`;
    expect(await pullAs(query(2))).toMatchObject({ reset: true, restored: true });
    const fine = await pullAs(query(1));
    expect(fine.restored).toBeUndefined();
    expect(fine.changes.length).toBeGreaterThan(0);
  });

  it('answers restored when the server has no record of a device it had acknowledged writes of', async () => {
    const phone = new Device(server, ann);
    await backup();
    await create(phone, 'one');
    await restore();
    expect(await pullAs(`clientId=${phone.clientId}&acked=1`)).toMatchObject({ restored: true });
  });

  /**
   * The website shows a task at a revision the backup does not hold; after the restore the laptop edits the
   * task, a write the restored store once numbered as that same revision. Answers the stale page's request.
   */
  async function staleRevisionAfterRestore(
    request: (id: string, ifMatch: string) => Response | Promise<Response>,
  ) {
    const phone = new Device(server, ann);
    const laptop = new Device(server, ann);
    const id = newId();
    await phone.push([
      phone.mutation({ entity: 'task', id, kind: 'create', fields: task('book the ferry') }),
    ]);
    await backup();
    const edited = server.app.request(
      `/api/tasks/${id}`,
      json({ taskText: 'book the night ferry' }, ann.auth, 'PUT'),
    );
    const shown = (await (await edited).json()) as { rev: number };
    await restore();
    const fields = { taskText: 'book the early ferry' };
    const edit = laptop.mutation({ entity: 'task', id, kind: 'update', baseRev: 1, fields });
    const [result] = (await laptop.push([edit])).body.results;
    expect(result?.rev).toBeGreaterThan(shown.rev);
    const res = await request(id, `"${shown.rev}"`);
    expect(res.status).toBe(200);
    return { conflicts: await phone.pullConflicts(), id };
  }

  it('takes an edit made on a revision the backup lost as not having seen the writes made since', async () => {
    const { conflicts } = await staleRevisionAfterRestore((id, ifMatch) =>
      server.app.request(
        `/api/tasks/${id}`,
        json({ taskText: 'book the late ferry' }, { ...ann.auth, 'if-match': ifMatch }, 'PUT'),
      ),
    );
    // The later edit wins, and the laptop's, which the page had not seen, is kept for the owner.
    expect(conflicts).toEqual([
      expect.objectContaining({
        field: 'taskText',
        kept: 'book the late ferry',
        lost: 'book the early ferry',
      }),
    ]);
  });

  it('takes an edit made on a revision the restored store numbered', async () => {
    const { id } = await staleRevisionAfterRestore((id) =>
      server.app.request(`/api/tasks/${id}`, json({ important: true }, ann.auth, 'PUT')),
    );
    const tasks = (await (await server.app.request('/api/tasks/', { headers: ann.auth })).json()) as {
      _id: string;
      rev: number;
    }[];
    const shown = tasks.find((t) => t._id === id);
    const headers = { ...ann.auth, 'if-match': `"${shown?.rev}"` };
    const res = await server.app.request(
      `/api/tasks/${id}`,
      json({ taskText: 'book the ferry back' }, headers, 'PUT'),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ taskText: 'book the ferry back', rev: (shown?.rev ?? 0) + 1 });
  });

  it('keeps what a delete made on a revision the backup lost had not seen', async () => {
    const { conflicts, id } = await staleRevisionAfterRestore((id, ifMatch) =>
      server.app.request(`/api/tasks/${id}`, {
        method: 'DELETE',
        headers: { ...ann.auth, 'if-match': ifMatch },
      }),
    );
    expect(conflicts).toEqual([expect.objectContaining({ kind: 'deleted', docId: id })]);
  });

  it('keeps a pruned log a plain reset, and a cursor of the log as it is an ordinary pull', async () => {
    const phone = new Device(server, ann);
    const laptop = new Device(server, ann);
    await create(phone, 'one');
    await phone.pullAll();
    await create(laptop, 'two');
    await create(laptop, 'three');
    expect((await phone.pull()).restored).toBeUndefined();
    await create(laptop, 'four');
    await pruneLog(server.deps, userScope(ann.user._id), 1);
    const page = await phone.pull();
    expect(page.reset).toBe(true);
    expect(page.restored).toBeUndefined();
  });
});
