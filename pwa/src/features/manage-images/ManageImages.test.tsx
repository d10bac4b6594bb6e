// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import 'fake-indexeddb/auto';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '../../../../shared/entities/image.ts';
import { deleteUserDb, readMeta } from '../../data/db.ts';
import { UNREADABLE_PHOTO } from '../../data/photo-resize.ts';
import { sha256Hex } from '../../data/sha256.ts';
import { closeUserData, createUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { demoNotice } from '../../state/demo-notice.ts';
import { session, signIn, signOut } from '../../state/session.ts';
import { cleanup, click, eventually, render, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { DELETING, FETCHING } from '../alerts/loading-texts.ts';
import { syncState } from '../sync/sync-state.ts';
import { PREPARING } from './image-texts.ts';
import { ManageImages } from './ManageImages.tsx';

const USER = '019a0000-0000-7000-8000-0000000000m1';

// jsdom's Blob hands out buffers WebCrypto refuses; Node's (what a browser's would be) hash and store fine.
const file = (parts: string[], name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;

/**
 * Stands in for the canvas resize (jsdom has none): the "resized" photo is the bytes plus a marker. A
 * photo named "broken" cannot be read, as a real corrupt file cannot; `gate` holds resizes back so a test
 * can look at the page while a write runs.
 */
let gate: Promise<void> = Promise.resolve();
const resize = async (file: Blob) => {
  await gate;
  if ((file as File).name === 'broken.jpg') throw new Error(UNREADABLE_PHOTO);
  return {
    blob: new NodeBlob([await file.arrayBuffer(), new Uint8Array([0xff])], {
      type: 'image/jpeg',
    }) as unknown as Blob,
    width: 40,
    height: 30,
  };
};
const photo = (text: string) => file([text], `${text}.jpg`, 'image/png');
const shaOf = (text: string) => sha256Hex(new NodeBlob([text, new Uint8Array([0xff])]) as unknown as Blob);

let data: UserData;
let blogId: string;
let container: HTMLElement;
let urls = 0;
const blobUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(async () => {
  URL.createObjectURL = () => `blob:photo-${++urls}`;
  URL.revokeObjectURL = () => {};
  gate = Promise.resolve();
  data = createUserData(USER, { resize });
  blogId = await data.blogs.create({
    blogTitle: 'Lofoten',
    hero: photo('hero'),
    images: [photo('a'), photo('b')],
  });
  // As if the create had been sent: every later edit is then a queued entry of its own.
  await data.db.outbox.toCollection().modify({ attempts: 1 });
});

afterEach(async () => {
  cleanup();
  signOut();
  syncState.upload = null;
  demoNotice.visible = false;
  data.db.close();
  await closeUserData();
  await deleteUserDb(USER);
  URL.createObjectURL = blobUrls.create;
  URL.revokeObjectURL = blobUrls.revoke;
});

/** The page inside a router of its own, so its links resolve; `data` carries the fake resize. */
async function show(id = blogId) {
  const root = createRootRoute({ component: () => <ManageImages data={data} blogId={id} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  ({ container } = await render(<RouterProvider router={router} />));
  await act(() => router.load());
}

const heading = () => container.querySelector('h1')?.textContent;
/** A button by its name; a photo picker's file input is a button too. */
const button = (name: string) =>
  Array.from(
    container.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="file"]'),
  ).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
const status = () => container.querySelector('.manage-images__status')?.textContent;
const alertText = () => container.querySelector('.manage-images__error[role="alert"]')?.textContent;
const gridAlts = () =>
  Array.from(container.querySelectorAll('.image-grid img'), (img) => img.getAttribute('alt'));
const marks = () => container.querySelectorAll('.photo-mark').length;
/** Reads the database inside act(), so the live queries it wakes update the page inside it too. */
async function read<T>(query: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await act(async () => {
    result = await query();
  });
  return result as T;
}
const record = () =>
  read(async () => {
    const blog = await data.db.blogs.get(blogId);
    if (!blog) throw new Error('the blog is gone');
    return blog;
  });
const dialog = () => container.querySelector('[role="alertdialog"]');
const dialogButton = (name: string) =>
  Array.from(dialog()?.querySelectorAll('button') ?? []).find((b) => b.textContent === name);
const lastQueued = () => read(async () => (await data.db.outbox.orderBy('seq').last())?.fields);

/** Picks files in the picker named `name`, as the browser's file dialog would. */
async function pick(name: string, files: File[]) {
  const input = container.querySelector(`input[type="file"][aria-label="${name}"]`) as HTMLInputElement;
  if (!input) throw new Error(`no picker "${name}"`);
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function loaded() {
  await show();
  await eventually(() => expect(gridAlts()).toHaveLength(2));
}

describe('manage images', () => {
  it('shows the title, the way back, the hero and the photos, each marked while only on the device', async () => {
    await loaded();
    expect(heading()).toBe('images of Lofoten');
    const back = Array.from(container.querySelectorAll('a')).find(
      (a) => a.textContent === 'back to the blog',
    );
    expect(back?.getAttribute('href')).toBe(`/user-blog/${blogId}`);
    expect(container.querySelector('.manage-images__hero img')?.getAttribute('alt')).toBe(
      'hero image of Lofoten',
    );
    expect(gridAlts()).toEqual(['image 1 of Lofoten', 'image 2 of Lofoten']);
    expect(marks()).toBe(3);
    const pickers = Array.from(container.querySelectorAll('input[type="file"]'));
    expect(pickers.every((input) => input.getAttribute('accept') === 'image/*')).toBe(true);
    expect(container.querySelector('input[aria-label="add images"]')?.hasAttribute('multiple')).toBe(true);

    // Once the server has photo a, it loses its mark; it shows from the device's copy until that is
    // dropped (the server's copy is kept for offline use by then), then from the server's.
    const a = await shaOf('a');
    const ref: ImageRef = { id: a, url: '/media/a-1600.webp', width: 1600, height: 1200, variants: [] };
    await act(async () => {
      await data.db.blogs.update(blogId, { imageData: { heroImage: null, imageUrls: [ref] } });
    });
    await eventually(() => expect(marks()).toBe(2));
    expect(container.querySelector('.image-grid img')?.getAttribute('src')).toMatch(/^blob:/);
    await act(async () => {
      await data.db.blobs.delete(a);
    });
    await eventually(() =>
      expect(container.querySelector('.image-grid img')?.getAttribute('src')).toBe('/media/a-1600.webp'),
    );
  });

  it('replaces the hero, saying so and disabling every button while the photo is prepared', async () => {
    await loaded();
    let release: () => void = () => {};
    gate = new Promise((resolve) => (release = resolve));
    await pick('replace hero image', [photo('new hero')]);
    expect(status()).toBe(PREPARING);
    const buttons = Array.from(
      container.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="file"]'),
    );
    expect(buttons.length).toBeGreaterThan(5);
    expect(buttons.every((b) => b.disabled)).toBe(true);

    const sha = await shaOf('new hero');
    // Released inside act(), which then waits for the write, so the page's updates land inside it.
    await act(async () => {
      release();
      while ((await data.db.blogs.get(blogId))?.heroImage !== sha) await new Promise((r) => setTimeout(r, 5));
    });
    await eventually(() => expect(status()).toBe('hero image replaced'));
    expect((await record()).heroImage).toBe(sha);
    expect(await lastQueued()).toEqual({ heroImage: sha });
    // The new photo shows once its object URL is made; then the buttons are back.
    await eventually(() => expect(button('remove hero image')?.disabled).toBe(false));
  });

  it('removes the hero', async () => {
    await loaded();
    await click(button('remove hero image'));
    await eventually(() => expect(container.textContent).toContain('no hero image yet'));
    expect((await record()).heroImage).toBeNull();
    expect(await lastQueued()).toEqual({ heroImage: null });
    expect(button('add hero image')).toBeDefined();
  });

  it('adds a hero to a blog without one, saying it was added (not replaced)', async () => {
    await data.blogs.setHero(blogId, null);
    await loaded();
    expect(container.textContent).toContain('no hero image yet');
    await pick('add hero image', [photo('first hero')]);
    const sha = await shaOf('first hero');
    await eventually(() => expect(status()).toBe('hero image added'));
    expect((await record()).heroImage).toBe(sha);
    expect(await lastQueued()).toEqual({ heroImage: sha });
  });

  it('updates one image in its place and deletes another', async () => {
    await loaded();
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map(shaOf));
    await pick('update image 1', [photo('c')]);
    await eventually(() => expect(status()).toBe('image replaced'));
    expect((await record()).imageUrls).toEqual([c, b]);
    expect(await lastQueued()).toEqual({ imageUrls: [c, b] });
    await eventually(() => expect(gridAlts()).toHaveLength(2));

    await click(button('delete image 2'));
    await eventually(() => expect(gridAlts()).toEqual(['image 1 of Lofoten']));
    expect(status()).toBe('image deleted');
    expect((await record()).imageUrls).toEqual([c]);
    expect(await lastQueued()).toEqual({ imageUrls: [c] });
    expect(a).not.toBe(c);
  });

  it('adds several images at once', async () => {
    await loaded();
    const [a, b, d, e] = await Promise.all(['a', 'b', 'd', 'e'].map(shaOf));
    await pick('add images', [photo('d'), photo('e')]);
    await eventually(() => expect(gridAlts()).toHaveLength(4));
    expect(status()).toBe('2 images added');
    expect((await record()).imageUrls).toEqual([a, b, d, e]);
    expect(await lastQueued()).toEqual({ imageUrls: [a, b, d, e] });
    expect(marks()).toBe(5);
  });

  it('deletes the hero and all images only once the dialog is confirmed', async () => {
    await loaded();
    await click(button('delete all images'));
    expect(dialog()?.textContent).toContain('delete all images?');
    expect(dialog()?.textContent).toContain('“Lofoten”');
    await click(dialogButton('cancel'));
    expect(dialog()).toBeNull();
    expect((await record()).imageUrls).toHaveLength(2);

    await click(button('delete all images'));
    await click(dialogButton('delete all'));
    await eventually(() => expect(dialog()).toBeNull());
    expect(await record()).toMatchObject({ heroImage: null, imageUrls: [] });
    expect(status()).toBe('all images deleted');
    await eventually(() => expect(container.textContent).toContain('no images to show!'));
    expect(container.textContent).toContain('no hero image yet');
    expect(button('delete all images')?.disabled).toBe(true);
  });

  it('says "we are deleting your data" while everything is deleted', async () => {
    await loaded();
    await click(button('delete all images'));
    const confirm = dialogButton('delete all') as HTMLButtonElement;
    // The click's act() ends before the first delete is stored: the page shows the running state.
    await click(confirm);
    expect(textsOf(container.querySelectorAll('[role="status"]'))).toEqual([DELETING, DELETING]);
    expect(confirm.disabled).toBe(true);
    await eventually(() => expect(container.querySelector('[role="alertdialog"]')).toBeNull());
    await eventually(() => expect(container.textContent).toContain('no images to show!'));
  });

  it('refuses files that are not images, with a message, changing nothing', async () => {
    await loaded();
    const before = await read(() => data.db.outbox.count());
    await pick('add images', [photo('d'), file(['%PDF'], 'notes.pdf', 'application/pdf')]);
    expect(alertText()).toBe('“notes.pdf” is not an image. Please pick image files only.');
    expect(await read(() => data.db.outbox.count())).toBe(before);
    expect((await record()).imageUrls).toHaveLength(2);
  });

  it('shows why an unreadable photo could not be stored, changing nothing', async () => {
    await loaded();
    const before = await record();
    await pick('update image 2', [file(['junk'], 'broken.jpg', 'image/jpeg')]);
    await eventually(() => expect(alertText()).toBe(UNREADABLE_PHOTO));
    expect((await record()).imageUrls).toEqual(before.imageUrls);
    expect(button('update image 2')?.disabled).toBe(false);
  });

  it('shows the upload progress while photos go up', async () => {
    await loaded();
    expect(container.querySelector('progress')).toBeNull();
    await act(async () => {
      syncState.upload = { sent: 40_960, total: 102_400 };
    });
    expect(container.querySelector('.upload-progress__text')?.textContent).toBe('uploading photos: 40%');
    const bar = container.querySelector('progress') as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([40_960, 102_400]);
    await act(async () => {
      syncState.upload = null;
      demoNotice.visible = false;
    });
    expect(container.querySelector('.upload-progress')).toBeNull();
  });

  it('blocks the demo user’s writes with the notice', async () => {
    session.user = aSession({ isDemoUser: true });
    await loaded();
    await click(button('delete image 1'));
    expect(demoNotice.visible).toBe(true);
    expect((await record()).imageUrls).toHaveLength(2);
  });

  it('says it is fetching before the first pull, and that the blog is not found after it', async () => {
    await show('no-such-blog');
    expect(heading()).toBe('manage images');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(FETCHING);
    await act(async () => {
      await data.db.meta.put({ ...(await readMeta(data.db)), cursor: 'c-1' });
    });
    await eventually(() => expect(heading()).toBe('blog not found'));
    const back = Array.from(container.querySelectorAll('a')).find(
      (a) => a.textContent === 'back to my blogs',
    );
    expect(back?.getAttribute('href')).toBe('/user-blogs');
  });
});

describe('the /manage-images/$blogId route', () => {
  it('opens the signed-in user’s blog and reports a photo this browser cannot read', async () => {
    data.db.close();
    signIn(aSession({ _id: USER }));
    const app = openUserData(USER);
    await app.db.open();
    ({ container } = await renderApp(`/manage-images/${blogId}`));
    await eventually(() => expect(heading()).toBe('images of Lofoten'));
    // jsdom cannot decode pictures, like a browser handed a file it cannot read: the real resize says so.
    await pick('add images', [photo('d')]);
    await eventually(() => expect(alertText()).toBe(UNREADABLE_PHOTO));
    expect((await app.db.blogs.get(blogId))?.imageUrls).toHaveLength(2);
  });
});
