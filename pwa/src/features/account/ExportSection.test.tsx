// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUserDb } from '../../data/db.ts';
import { closeUserData, openUserData } from '../../data/user-data.ts';
import { cleanup, click, eventually, render } from '../../test-support/render.tsx';
import { ExportSection } from './ExportSection.tsx';
import { EXPORT_BUTTON, EXPORT_CANCELLED, EXPORT_FAILED, EXPORT_STARTING } from './export-texts.ts';

const USER = '019a0000-0000-7000-8000-0000000000c1';

// jsdom's TextEncoder answers arrays of another realm than the test's Uint8Array, which client-zip then
// mistakes for a stream; a browser has one realm.
class SameRealmEncoder extends TextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

beforeEach(async () => {
  vi.stubGlobal('TextEncoder', SameRealmEncoder);
  const data = openUserData(USER);
  await data.db.blogs.put({
    _id: 'b1',
    rev: 1,
    pending: 0,
    base: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    blogTitle: 'Lima',
    country: 'Peru',
    blogBody: 'Ceviche.',
    featured: false,
    publish: true,
    heroImage: null,
    imageUrls: [],
    imageData: { heroImage: null, imageUrls: [] },
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await closeUserData();
  await deleteUserDb(USER);
});

const button = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === EXPORT_BUTTON);
const progress = (container: HTMLElement) => container.querySelector('p[role="status"]')?.textContent;
const success = (container: HTMLElement) => container.querySelector('.form-alert--success')?.textContent;

/**
 * A save picker whose file the test writes into: it answers when `pick` is called; each write waits for a
 * `step` until `flow` lets everything through, so the test can watch the export half way.
 */
function fakePicker() {
  const chunks: Uint8Array[] = [];
  let pick: () => void = () => {};
  let flowing = false;
  const waiting: (() => void)[] = [];
  const handle = {
    createWritable: async () =>
      new WritableStream<Uint8Array>({
        write: async (chunk) => {
          if (!flowing) await new Promise<void>((resolve) => waiting.push(resolve));
          chunks.push(chunk);
        },
      }),
  };
  vi.stubGlobal(
    'showSaveFilePicker',
    vi.fn(
      () =>
        new Promise((resolve) => {
          pick = () => resolve(handle);
        }),
    ),
  );
  const bytes = () => {
    const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all;
  };
  return {
    pick: () => pick(),
    step: () => waiting.shift()?.(),
    flow: () => {
      flowing = true;
      for (const release of waiting.splice(0)) release();
    },
    bytes,
  };
}

describe('take your blogs with you', () => {
  it('writes the zip to the picked file, showing progress with the button disabled until done', async () => {
    const picker = fakePicker();
    const { container } = await render(<ExportSection />);
    await click(button(container));
    expect(button(container)?.disabled).toBe(true);
    expect(progress(container)).toBe(EXPORT_STARTING);
    picker.pick();
    // Written a chunk at a time, the export says how far it got.
    await eventually(() => {
      picker.step();
      expect(progress(container)).toMatch(/^[01] of 1 blogs$/);
    });
    expect(button(container)?.disabled).toBe(true);
    picker.flow();
    await eventually(() =>
      expect(success(container)).toMatch(/^Done: 1 blog, 0 drafts and 0 photos are in /),
    );
    expect(progress(container)).toBe('');
    expect(button(container)?.disabled).toBe(false);
    const files = unzipSync(picker.bytes());
    expect(Object.keys(files)).toEqual(['tasks.md', 'lima/blog.md']);
  });

  it('saves nothing when the picker is closed', async () => {
    vi.stubGlobal('showSaveFilePicker', () => Promise.reject(new DOMException('closed', 'AbortError')));
    const { container } = await render(<ExportSection />);
    await click(button(container));
    await eventually(() => expect(container.textContent).toContain(EXPORT_CANCELLED));
    expect(button(container)?.disabled).toBe(false);
  });

  it('downloads a zip Blob where there is no picker', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:zip';
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect([this.href, this.download]).toEqual([
        'blob:zip',
        expect.stringMatching(/^travel-blog-export-.*\.zip$/),
      ]);
    });
    const { container } = await render(<ExportSection />);
    await click(button(container));
    await eventually(() => expect(success(container)).toMatch(/^Done: 1 blog/));
    expect(clicked).toHaveBeenCalledOnce();
    expect(made[0]?.type).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await (made[0] as Blob).arrayBuffer())))).toContain(
      'lima/blog.md',
    );
  });

  it('says so when the zip cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('showSaveFilePicker', async () => ({
      createWritable: async () => {
        throw new DOMException('the disk is full', 'QuotaExceededError');
      },
    }));
    const { container } = await render(<ExportSection />);
    await click(button(container));
    await eventually(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(EXPORT_FAILED),
    );
    expect(button(container)?.disabled).toBe(false);
  });
});
