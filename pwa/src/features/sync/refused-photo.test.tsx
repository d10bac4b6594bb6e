// @vitest-environment jsdom
/// <reference lib="dom" />
// Before Dexie loads: its live queries need a global indexedDB.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { syncState } from './sync-state.ts';
import { button, setUpSyncUi, signedIn } from './sync-ui.test-kit.tsx';

setUpSyncUi();

describe('a photo refused for good', () => {
  it('is listed as the blog’s photo, not as the blog refused', async () => {
    const data = await signedIn();
    const id = await data.blogs.create({ blogTitle: 'Lima', country: 'Peru' });
    await eventually(() => expect(syncState.pending).toBe(0));
    // As data/photo-refused.ts lists it when the blog goes without the photo.
    await data.db.rejections.add({
      seq: 1,
      opId: 'op-1',
      entity: 'blog',
      id,
      kind: 'create',
      fields: { imageUrls: ['a'.repeat(64)] },
      reason: 'This file is not a picture (the blog goes without the photo)',
      at: new Date().toISOString(),
    });
    const { container } = await renderApp('/');
    await eventually(() => expect(button(container, '1 refused')).toBeDefined());
    await click(button(container, '1 refused'));
    const dialog = container.querySelector('[role="dialog"]') as HTMLElement;
    await eventually(() =>
      expect(textsOf(dialog.querySelectorAll('.sync-item > p:first-child'))).toEqual([
        'A photo of blog “Lima” was refused: This file is not a picture (the blog goes without the photo)',
      ]),
    );
  });
});
