// @vitest-environment jsdom
/// <reference lib="dom" />
// Before Dexie loads: its live queries need a global indexedDB.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readMeta } from '../../data/db.ts';
import type { UserData } from '../../data/user-data.ts';
import { click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { syncState } from './sync-state.ts';
import { button, server, serverConflict, setUpSyncUi, signedIn } from './sync-ui.test-kit.tsx';

setUpSyncUi();

const STORY = ['Day one in Miraflores.', 'Day two: the coast.', 'Day three, by bus to Cusco.'].join('\n');
const OTHER = STORY.replace('Day two: the coast.', 'Day two: ceviche at noon.');

/** A synced blog whose story collided in its second paragraph: this device's version kept. */
async function storyConflict(data: UserData) {
  const id = await data.blogs.create({ blogTitle: 'Lima', country: 'Peru', blogBody: STORY });
  await eventually(() => expect(syncState.pending).toBe(0));
  const { clientId } = await readMeta(data.db);
  serverConflict('blog', id, {
    field: 'blogBody',
    kept: STORY,
    lost: OTHER,
    keptBy: clientId,
    lostBy: 'laptop',
    hunks: [{ kept: 'Day two: the coast.', lost: 'Day two: ceviche at noon.' }],
  });
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

describe('a conflict in a merged story', () => {
  it('shows the paragraph both devices changed and says the rest was merged', async () => {
    await storyConflict(await signedIn());
    const { dialog } = await openDialog();
    const texts = textsOf(dialog.querySelectorAll('.sync-item p'));
    expect(texts[0]).toContain('The story of blog “Lima” was changed on two devices before they synced');
    expect(texts[1]).toBe(
      'The rest of both edits was merged. Where both changed the same paragraph, one version was kept:',
    );
    expect(textsOf(dialog.querySelectorAll('dt'))).toEqual(['kept', 'other version']);
    expect(textsOf(dialog.querySelectorAll('dd'))).toEqual([
      '“Day two: the coast.” — from this device',
      '“Day two: ceviche at noon.” — from device laptop',
    ]);
  });

  it('puts the whole other version back, with every merged edit, and closes the conflict everywhere', async () => {
    const data = await signedIn();
    const id = await storyConflict(data);
    const { container, dialog } = await openDialog();
    await click(button(dialog, 'use the other version'));
    await eventually(() => expect(server.fieldsOf('blog', id)).toMatchObject({ blogBody: OTHER }));
    expect(server.fieldsOf('conflict', 'conflict-1')).toMatchObject({ resolved: true });
    await eventually(() => expect(dialog.textContent).toContain('Nothing to review.'));
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('The other version will be synced.');
    expect(document.activeElement).toBe(button(container, 'close'));
    expect((await data.db.blogs.get(id))?.blogBody).toBe(OTHER);
  });

  it('keeps the version as it is and closes the conflict on the server', async () => {
    const data = await signedIn();
    const id = await storyConflict(data);
    const { dialog } = await openDialog();
    await click(button(dialog, 'keep as it is'));
    await eventually(() =>
      expect(server.fieldsOf('conflict', 'conflict-1')).toMatchObject({ resolved: true }),
    );
    await eventually(() => expect(dialog.textContent).toContain('Nothing to review.'));
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Kept as it is.');
    expect(server.fieldsOf('blog', id)).toMatchObject({ blogBody: STORY });
  });
});

describe('a refused choice', () => {
  it('lists the conflict again with the server’s reason', async () => {
    await storyConflict(await signedIn());
    // Sent as an older app version might have: the server refuses anything but closing a conflict.
    server.intercept = (path, init) => {
      if (path !== '/api/sync/push') return undefined;
      const body = JSON.parse(String(init.body));
      body.mutations[0].fields.resolved = false;
      return Response.json(server.push(body.clientId, body.mutations));
    };
    const { container, dialog } = await openDialog();
    await click(button(dialog, 'keep as it is'));
    await eventually(() => expect(button(container, '1 conflict, 1 refused')).toBeDefined());
    await eventually(() =>
      expect(textsOf(dialog.querySelectorAll('.sync-item > p:first-child'))).toEqual([
        expect.stringContaining('The story of blog “Lima” was changed'),
        'Your choice on the story of blog “Lima” was refused: A conflict can only be resolved',
      ]),
    );
  });
});
