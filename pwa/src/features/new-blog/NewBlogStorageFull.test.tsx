// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_FULL } from '../../pwa/storage-full.ts';
import { click, eventually } from '../../test-support/render.tsx';
import { storageFullError } from '../../test-support/storage-full.ts';
import { toasts } from '../toasts/toast-store.ts';
import { parkedText } from './draft-stash.ts';
import {
  button,
  byLabel,
  data,
  main,
  open,
  setUpNewBlogPage,
  storedDrafts,
  typeInto,
  USER,
} from './new-blog-page.test-kit.tsx';
import { CREATE_FAILED } from './new-blog-rules.ts';
import { DRAFT_RETRY_MS } from './use-draft-autosave.ts';

setUpNewBlogPage();
afterEach(() => {
  vi.useRealTimers();
});

const note = () => main().querySelector('.new-blog__draft-note')?.textContent;

describe('the new-blog form on a full device', () => {
  it('says what to do when the blog cannot be stored, and keeps the form as it was', async () => {
    await open('/new-blog');
    await typeInto(byLabel('blog title'), 'Lima');
    await typeInto(byLabel('blog text'), 'Ceviche by the sea.');
    vi.spyOn(data.blogs, 'create').mockRejectedValueOnce(storageFullError());
    await click(button('create blog'));
    await eventually(() =>
      expect(main().querySelector('[role="alert"] .form-alert')?.textContent).toBe(STORAGE_FULL),
    );
    expect(toasts.items.map((t) => t.text)).toEqual([CREATE_FAILED]);
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('Lima');
    expect(byLabel('blog text').value).toBe('Ceviche by the sea.');
    expect(button('create blog')?.disabled).toBe(false);
    expect(await storedDrafts()).toMatchObject([{ blogTitle: 'Lima', blogBody: 'Ceviche by the sea.' }]);
  });

  it('keeps trying to save the draft, and keeps the text parked meanwhile', async () => {
    await open('/new-blog');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const save = vi
      .spyOn(data.drafts, 'save')
      .mockRejectedValueOnce(storageFullError())
      .mockRejectedValueOnce(storageFullError());
    await typeInto(byLabel('blog title'), 'Cusco');
    await eventually(() => expect(note()).toBe(`draft not saved: ${STORAGE_FULL}`));
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('Cusco');
    // Going away now would not lose it: what waits is parked at once.
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(parkedText(USER, null)).toMatchObject({ blogTitle: 'Cusco' });

    await act(() => vi.advanceTimersByTimeAsync(DRAFT_RETRY_MS));
    await eventually(() => expect(save).toHaveBeenCalledTimes(3));
    await eventually(() => expect(note()).toMatch(/^draft saved on this device at /));
    expect(await storedDrafts()).toMatchObject([{ blogTitle: 'Cusco' }]);
    expect(parkedText(USER, null)).toBeNull();
  });
});
