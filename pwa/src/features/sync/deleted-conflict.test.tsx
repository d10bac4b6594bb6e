// @vitest-environment jsdom
/// <reference lib="dom" />
// Before Dexie loads: its live queries need a global indexedDB.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { UserData } from '../../data/user-data.ts';
import { click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { syncState } from './sync-state.ts';
import { button, server, setUpSyncUi, signedIn } from './sync-ui.test-kit.tsx';

setUpSyncUi();

/**
 * This device deletes a synced task on rev 1 after the laptop changed it on the server (rev 2) and before
 * it heard: the delete wins, and the server keeps the task as it was in a conflict of kind `deleted`.
 */
async function deletedOverEdit(data: UserData) {
  const id = await data.tasks.create({ taskText: 'visa' });
  await eventually(() => expect(server.fieldsOf('task', id)).toBeDefined());
  await eventually(() => expect(syncState.pending).toBe(0));
  const edit = {
    clientId: 'laptop',
    seq: 1,
    opId: 'l1',
    entity: 'task',
    id,
    kind: 'update',
    baseRev: 1,
  } as const;
  expect(server.push('laptop', [{ ...edit, fields: { taskText: 'visa for Peru' } }]).results[0]?.status).toBe(
    'applied',
  );
  await data.tasks.remove(id);
  await eventually(() => expect(server.fieldsOf('task', id)).toBeUndefined());
  return id;
}

async function openDialog() {
  const { container } = await renderApp('/');
  await eventually(() => expect(button(container, '1 conflict')).toBeDefined());
  await click(button(container, '1 conflict'));
  const dialog = container.querySelector('[role="dialog"]') as HTMLElement;
  await eventually(() => expect(dialog.querySelector('.sync-item')).not.toBeNull());
  return { container, dialog };
}

describe('a task deleted here while another device changed it', () => {
  it('is listed as deleted on one device while changed on another, with the version it would bring back', async () => {
    await deletedOverEdit(await signedIn());
    const { dialog } = await openDialog();
    expect(textsOf(dialog.querySelectorAll('.sync-item p'))[0]).toMatch(
      /^The task “visa for Peru” was deleted on one device while changed on another \(.+\)\.$/,
    );
    expect(textsOf(dialog.querySelectorAll('dd'))).toEqual([
      'deleted — from this device',
      '“visa for Peru” — from device laptop',
    ]);
    expect(button(dialog, 'undo the delete')?.disabled).toBe(false);
  });

  it('undo brings the task back with the other device’s edit, synced, and closes the conflict', async () => {
    const data = await signedIn();
    const id = await deletedOverEdit(data);
    const { dialog } = await openDialog();
    await click(button(dialog, 'undo the delete'));
    await eventually(() =>
      expect(server.fieldsOf('task', 'conflict-1')).toMatchObject({ taskText: 'visa for Peru' }),
    );
    expect(server.fieldsOf('conflict', 'conflict-1')).toMatchObject({ resolved: true });
    expect(server.fieldsOf('task', id)).toBeUndefined();
    await eventually(() => expect(dialog.textContent).toContain('Nothing to review.'));
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('The task will be restored.');
    expect(await data.db.tasks.get('conflict-1')).toMatchObject({ taskText: 'visa for Peru' });
  });

  it('keeping it deleted closes the conflict and brings nothing back', async () => {
    const data = await signedIn();
    await deletedOverEdit(data);
    const { dialog } = await openDialog();
    await click(button(dialog, 'keep it deleted'));
    await eventually(() =>
      expect(server.fieldsOf('conflict', 'conflict-1')).toMatchObject({ resolved: true }),
    );
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('The task stays deleted.');
    expect(await data.db.tasks.count()).toBe(0);
  });

  it('an undo the server refuses lists the conflict again, beside the refusal', async () => {
    const data = await signedIn();
    await deletedOverEdit(data);
    // The server refuses the create (here: a task too long for it), so it stays deleted there.
    server.intercept = (path, init) => {
      if (path !== '/api/sync/push') return undefined;
      const body = JSON.parse(String(init.body));
      for (const m of body.mutations) if (m.kind === 'create') m.fields.taskText = 'x'.repeat(41);
      return Response.json(server.push(body.clientId, body.mutations));
    };
    const { container, dialog } = await openDialog();
    await click(button(dialog, 'undo the delete'));
    await eventually(() => expect(button(container, '1 conflict, 1 refused')).toBeDefined());
    expect(server.fieldsOf('conflict', 'conflict-1')).toMatchObject({ resolved: false });
    expect(await data.db.tasks.count()).toBe(0);
    await eventually(() =>
      expect(textsOf(dialog.querySelectorAll('.sync-item > p:first-child'))).toEqual([
        expect.stringContaining(
          'The task “visa for Peru” was deleted on one device while changed on another',
        ),
        'Adding task “visa for Peru” was refused: A task can have at most 40 characters',
      ]),
    );
  });

  it('a refused choice to keep it deleted is named after the deleted item', async () => {
    const data = await signedIn();
    await deletedOverEdit(data);
    server.intercept = (path, init) => {
      if (path !== '/api/sync/push') return undefined;
      const { mutations } = JSON.parse(String(init.body)) as { mutations: { seq: number; opId: string }[] };
      const reason = 'This conflict is no longer open';
      const results = mutations.map(({ seq, opId }) => ({ seq, opId, status: 'rejected', reason }));
      return Response.json({ results, lastSeq: Math.max(...mutations.map((m) => m.seq)) });
    };
    const { dialog } = await openDialog();
    await click(button(dialog, 'keep it deleted'));
    await eventually(() =>
      expect(textsOf(dialog.querySelectorAll('.sync-item > p:first-child'))).toContain(
        'Your choice on the deleted task “visa for Peru” was refused: This conflict is no longer open',
      ),
    );
  });
});
