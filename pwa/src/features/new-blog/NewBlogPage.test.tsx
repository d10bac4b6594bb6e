// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { blogRepository } from '../../data/blog-repository.ts';
import { deleteUserDb } from '../../data/db.ts';
import { UNREADABLE_PHOTO } from '../../data/photo-resize.ts';
import type { Resize } from '../../data/photos.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, click, eventually, field, fillIn, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { clearToasts, toasts } from '../toasts/toast-store.ts';
import { NO_DRAFTS } from './DraftList.tsx';
import { parkedText, parkText } from './draft-stash.ts';
import {
  CREATE_FAILED,
  CREATING,
  type DraftText,
  EMPTY_TEXT,
  NOT_AN_IMAGE,
  UNTITLED,
} from './new-blog-rules.ts';

const USER = '019a0000-0000-7000-8000-0000000000n1';
const ada = aUser({ _id: USER, name: 'Ada Lovelace' });
let data: UserData;
let container: HTMLElement;
let router: Awaited<ReturnType<typeof renderApp>>['router'];

/**
 * Stands in for the canvas resize (jsdom has none): the "resized" photo is the bytes, as a JPEG. It is
 * Node's Blob, as a browser's own would be: Node's WebCrypto refuses jsdom's ArrayBuffers when hashing.
 */
const resize: Resize = async (file) => ({
  blob: new NodeBlob([new Uint8Array(await file.arrayBuffer())], { type: 'image/jpeg' }) as Blob,
  width: 800,
  height: 600,
});

async function open(path: string, user = ada, photoResize: Resize = resize) {
  signIn(aSession(user));
  fakeApi({ 'GET /api/users/me': { json: user } });
  data = openUserData(USER);
  await data.db.open();
  // The app's repository resizes on a canvas; this one is given the stand-in, as the data tests do.
  Object.assign(data, { blogs: blogRepository(data.db, { resize: photoResize }) });
  ({ container, router } = await renderApp(path));
}

beforeEach(() => {
  // jsdom has no blob: URLs; the previews only need one URL per picked file.
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  signOut();
  clearToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await closeUserData();
  await deleteUserDb(USER);
});

const main = () => container.querySelector('main') as HTMLElement;
const button = (name: string, within: ParentNode = main()) =>
  Array.from(within.querySelectorAll('button')).find((b) => b.textContent === name);
const byLabel = (label: string) => {
  const match = Array.from(main().querySelectorAll('label')).find((l) => l.textContent === label);
  if (!match?.control) throw new Error(`no control labelled "${label}"`);
  return match.control as HTMLInputElement | HTMLTextAreaElement;
};
const draftSearch = () => (router.state.location.search as { draft?: string }).draft;
const draftItems = () => Array.from(main().querySelectorAll('li.draft'));
const draftTitles = () => textsOf(main().querySelectorAll('.draft__title'));
const storedDrafts = () => data.db.drafts.toArray();
const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });

/** Types into a textarea as a user would, so React's onChange runs (fillIn covers inputs). */
async function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (element instanceof HTMLInputElement) return fillIn(element, value);
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function pick(label: string, files: File[]) {
  const input = byLabel(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('new blog form', () => {
  it('shows the author fixed to the signed-in user, disabled', async () => {
    await open('/new-blog');
    expect(main().querySelector('h1')?.textContent).toBe('new blog');
    const author = field(main(), 'author') as HTMLInputElement;
    expect(author.value).toBe('Ada Lovelace');
    expect(author.disabled).toBe(true);
    for (const label of ['blog title', 'country', 'featured', 'publish'])
      expect(field(main(), label)).toBeDefined();
    expect(byLabel('blog text')).toBeInstanceOf(HTMLTextAreaElement);
    const hero = byLabel('hero image') as HTMLInputElement;
    const images = byLabel('images') as HTMLInputElement;
    expect([hero.type, hero.accept, hero.multiple]).toEqual(['file', 'image/*', false]);
    expect([images.type, images.accept, images.multiple]).toEqual(['file', 'image/*', true]);
    expect(main().querySelector('.new-blog__hint')?.textContent).toContain(
      'photos are not saved with a draft',
    );
  });
});

describe('drafts', () => {
  it('saves typing as exactly one draft, puts its id in the URL and keeps updating it', async () => {
    await open('/new-blog');
    await eventually(() => expect(main().textContent).toContain(NO_DRAFTS));
    await typeInto(byLabel('blog title'), 'Li');
    await typeInto(byLabel('blog title'), 'Lima');
    await typeInto(byLabel('country'), 'Peru');
    await eventually(async () => expect(await storedDrafts()).toHaveLength(1));
    const [first] = await storedDrafts();
    expect(first).toMatchObject({ blogTitle: 'Lima', country: 'Peru', blogBody: '', pending: 1 });
    await eventually(() => expect(draftSearch()).toBe(first?._id));
    expect(router.state.location.pathname).toBe('/new-blog');

    await typeInto(byLabel('blog text'), 'Day one in the old town.');
    await click(field(main(), 'publish'));
    await eventually(async () =>
      expect(await storedDrafts()).toMatchObject([
        { _id: first?._id, blogTitle: 'Lima', blogBody: 'Day one in the old town.', publish: true },
      ]),
    );
    expect(await data.db.outbox.where({ entity: 'draft' }).count()).toBe(1);
    await eventually(() => expect(draftTitles()).toEqual(['Lima']));
    expect(draftItems()[0]?.getAttribute('aria-current')).toBe('true');
    expect(main().querySelector('.new-blog__draft-note')?.textContent).toMatch(
      /^draft saved on this device at /,
    );
  });

  it('saves at least every 2 s while someone types without a pause', async () => {
    await open('/new-blog');
    let typed = '';
    for (const letter of 'a travel note!') {
      typed += letter;
      await typeInto(byLabel('blog text'), typed);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // 14 keystrokes 200 ms apart (2.8 s) never leave the 400 ms pause, yet a draft was saved meanwhile.
    const [saved] = await storedDrafts();
    expect(saved?.blogBody?.length).toBeGreaterThan(0);
    expect(saved?.blogBody?.length).toBeLessThan(typed.length);
    await eventually(async () => expect((await storedDrafts())[0]?.blogBody).toBe(typed));
  });

  it('saves what is still waiting when the form closes or the page is hidden', async () => {
    await open('/new-blog');
    await typeInto(byLabel('blog title'), 'Cusco');
    let parkedAtOnce: DraftText | null = null;
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      // Parked synchronously, in case the page is gone before the save below finishes.
      parkedAtOnce = parkedText(USER, null);
    });
    expect(parkedAtOnce).toMatchObject({ blogTitle: 'Cusco' });
    // Well inside the 400 ms pause: the save came from pagehide, not from the timer.
    await eventually(async () => expect((await storedDrafts())[0]?.blogTitle).toBe('Cusco'), 300);
    // Saved, so nothing stays parked to come back later.
    await eventually(() => expect(parkedText(USER, null)).toBeNull());

    await typeInto(byLabel('blog title'), 'Cusco and the valley');
    cleanup();
    await eventually(async () => expect((await storedDrafts())[0]?.blogTitle).toBe('Cusco and the valley'));
    expect(await data.db.drafts.count()).toBe(1);
  });

  it('restores the draft named in ?draft= after a reload', async () => {
    signIn(aSession(ada));
    const seed = openUserData(USER);
    const id = await seed.drafts.save(null, {
      blogTitle: 'Arequipa',
      country: 'Peru',
      blogBody: 'White stone.',
      featured: true,
    });
    await open(`/new-blog?draft=${id}`);
    await eventually(() => expect((byLabel('blog title') as HTMLInputElement).value).toBe('Arequipa'));
    expect((byLabel('country') as HTMLInputElement).value).toBe('Peru');
    expect(byLabel('blog text').value).toBe('White stone.');
    expect((field(main(), 'featured') as HTMLInputElement).checked).toBe(true);
    expect((field(main(), 'publish') as HTMLInputElement).checked).toBe(false);

    await typeInto(byLabel('blog text'), 'White stone, blue sky.');
    await eventually(async () =>
      expect((await data.db.drafts.get(id))?.blogBody).toBe('White stone, blue sky.'),
    );
    expect(await data.db.drafts.count()).toBe(1);
  });

  it('takes back text parked when the page went away before its save finished', async () => {
    signIn(aSession(ada));
    const seed = openUserData(USER);
    const id = await seed.drafts.save(null, { blogTitle: 'Trujillo', blogBody: 'Adobe walls' });
    const later = new Date(Date.now() + 1000);
    parkText(USER, id, { ...EMPTY_TEXT, blogTitle: 'Trujillo', blogBody: 'Adobe walls and waves' }, later);
    await open(`/new-blog?draft=${id}`);
    await eventually(() => expect(byLabel('blog text').value).toBe('Adobe walls and waves'));
    await eventually(async () =>
      expect((await data.db.drafts.get(id))?.blogBody).toBe('Adobe walls and waves'),
    );
    expect(parkedText(USER, id)).toBeNull();
    expect(await data.db.drafts.count()).toBe(1);
  });

  it('keeps a draft’s newer text over text parked before it was saved elsewhere', async () => {
    signIn(aSession(ada));
    const seed = openUserData(USER);
    const id = await seed.drafts.save(null, { blogTitle: 'new words' });
    parkText(USER, id, { ...EMPTY_TEXT, blogTitle: 'old words' }, new Date(Date.now() - 60_000));
    await open(`/new-blog?draft=${id}`);
    await eventually(() => expect((byLabel('blog title') as HTMLInputElement).value).toBe('new words'));
  });

  it('takes back the text of a new form whose first save never finished', async () => {
    parkText(USER, null, { ...EMPTY_TEXT, blogTitle: 'Nazca', publish: true });
    await open('/new-blog');
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('Nazca');
    expect((field(main(), 'publish') as HTMLInputElement).checked).toBe(true);
    await eventually(async () =>
      expect(await storedDrafts()).toMatchObject([{ blogTitle: 'Nazca', publish: true }]),
    );
    const [stored] = await storedDrafts();
    await eventually(() => expect(draftSearch()).toBe(stored?._id));
    expect(parkedText(USER, null)).toBeNull();
  });

  it('starts a new draft when the one in the URL is gone', async () => {
    await open('/new-blog?draft=no-such-draft');
    await eventually(() => expect(draftSearch()).toBeUndefined());
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('');
  });

  it('lists several drafts newest first, continues one, deletes others, and starts a new one', async () => {
    signIn(aSession(ada));
    const seed = openUserData(USER);
    const older = await seed.drafts.save(null, { blogTitle: 'Quito' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await seed.drafts.save(null, { blogBody: 'no title yet' });
    await open('/new-blog');
    await eventually(() => expect(draftTitles()).toEqual([UNTITLED, 'Quito']));
    expect(draftItems()[0]?.querySelector('time')?.textContent).toMatch(
      /^\w{3} \d+ \w+ \d{4} \d+:\d\d:\d\d$/,
    );

    await click(button('continue', draftItems()[1]));
    await eventually(() => expect((byLabel('blog title') as HTMLInputElement).value).toBe('Quito'));
    expect(draftSearch()).toBe(older);
    expect(document.activeElement).toBe(byLabel('blog title'));
    expect(draftItems()[1]?.getAttribute('aria-current')).toBe('true');

    await click(button('delete draft', draftItems()[0]));
    await eventually(() => expect(draftTitles()).toEqual(['Quito']));
    expect(await data.db.drafts.get(newer)).toBeUndefined();
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('Quito');

    await click(button('new draft'));
    await eventually(() => expect(draftSearch()).toBeUndefined());
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('');
    expect(draftTitles()).toEqual(['Quito']);

    // Deleting the draft in the form clears the form, and its last keystrokes do not bring it back.
    await click(button('continue', draftItems()[0]));
    await eventually(() => expect((byLabel('blog title') as HTMLInputElement).value).toBe('Quito'));
    await typeInto(byLabel('blog title'), 'Quito at night');
    await click(button('delete draft', draftItems()[0]));
    await eventually(() => expect(main().textContent).toContain(NO_DRAFTS));
    expect((byLabel('blog title') as HTMLInputElement).value).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await data.db.drafts.count()).toBe(0);
  });
});

describe('creating the blog', () => {
  it('creates the blog with its photos, removes the draft and opens the blog’s page', async () => {
    // The resize waits for the test, so the "creating" state can be seen while it lasts.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await open('/new-blog', ada, async (file) => {
      await held;
      return resize(file);
    });
    await typeInto(byLabel('blog title'), 'Lima');
    await typeInto(byLabel('country'), 'Peru');
    await typeInto(byLabel('blog text'), 'Ceviche by the sea.');
    await click(field(main(), 'featured'));
    await pick('hero image', [photo('hero.jpg')]);
    await pick('images', [photo('a.jpg'), photo('b.jpg')]);
    await pick('images', [photo('c.png', 'image/png')]);
    const previews = () => Array.from(main().querySelectorAll('.new-blog__preview'));
    expect(textsOf(main().querySelectorAll('.new-blog__file-name'))).toEqual([
      'hero.jpg',
      'a.jpg',
      'b.jpg',
      'c.png',
    ]);
    expect(previews().every((p) => p.querySelector('img')?.getAttribute('src')?.startsWith('blob:'))).toBe(
      true,
    );
    await click(main().querySelector('button[aria-label="remove b.jpg"]'));
    expect(textsOf(main().querySelectorAll('.new-blog__file-name'))).toEqual(['hero.jpg', 'a.jpg', 'c.png']);
    await eventually(async () => expect(await data.db.drafts.count()).toBe(1));

    await click(button('create blog'));
    expect(main().querySelector('.new-blog__form > [role="status"]')?.textContent).toBe(CREATING);
    expect(button('create blog')?.disabled).toBe(true);
    expect(byLabel('blog title').matches(':disabled')).toBe(true);
    release();
    await eventually(() => expect(router.state.location.pathname).toMatch(/^\/user-blog\/[\w-]+$/));

    const [blog] = await data.db.blogs.toArray();
    expect(router.state.location.pathname).toBe(`/user-blog/${blog?._id}`);
    expect(blog).toMatchObject({
      blogTitle: 'Lima',
      country: 'Peru',
      blogBody: 'Ceviche by the sea.',
      featured: true,
      publish: false,
      pending: 1,
    });
    expect(blog?.heroImage).toMatch(/^[0-9a-f]{64}$/);
    expect(blog?.imageUrls).toHaveLength(2);
    expect(await data.db.blobs.count()).toBe(3);
    expect(await data.db.drafts.count()).toBe(0);
    expect(toasts.items.map((t) => t.text)).not.toContain(CREATE_FAILED);
  });

  it('says why and creates nothing when a photo cannot be read; the draft stays', async () => {
    const unreadable: Resize = async () => {
      throw new Error(UNREADABLE_PHOTO);
    };
    await open('/new-blog', ada, unreadable);
    await typeInto(byLabel('blog title'), 'Puno');
    await pick('hero image', [photo('notes.jpg')]);
    await click(button('create blog'));
    await eventually(() =>
      expect(main().querySelector('[role="alert"] .form-alert')?.textContent).toBe(UNREADABLE_PHOTO),
    );
    expect(toasts.items.map((t) => t.text)).toEqual([CREATE_FAILED]);
    expect(button('create blog')?.disabled).toBe(false);
    expect(main().querySelector('.new-blog__form > [role="status"]')?.textContent).toBe('');
    expect(router.state.location.pathname).toBe('/new-blog');
    expect(await data.db.blogs.count()).toBe(0);
    expect(await data.db.blobs.count()).toBe(0);
    expect(await storedDrafts()).toMatchObject([{ blogTitle: 'Puno' }]);
  });

  it('refuses a blog without a title with the server’s words', async () => {
    await open('/new-blog');
    await typeInto(byLabel('blog text'), 'Body without a title');
    await click(button('create blog'));
    await eventually(() =>
      expect(main().querySelector('[role="alert"] .form-alert')?.textContent).toBe(
        'Please give the blog a title',
      ),
    );
    expect(toasts.items.map((t) => t.text)).toEqual([CREATE_FAILED]);
    expect(await data.db.blogs.count()).toBe(0);
  });

  it('refuses files that are not images when they are picked', async () => {
    await open('/new-blog');
    await pick('images', [photo('a.jpg'), photo('notes.txt', 'text/plain')]);
    expect(main().querySelector('.new-blog__photos [role="alert"]')?.textContent).toBe(NOT_AN_IMAGE);
    expect(textsOf(main().querySelectorAll('.new-blog__file-name'))).toEqual(['a.jpg']);
  });

  it('blocks the demo user with the notice, saving and creating nothing', async () => {
    await open('/new-blog', aUser({ _id: USER, name: 'Demo', isDemoUser: true }));
    await typeInto(byLabel('blog title'), 'Demo blog');
    await click(button('create blog'));
    expect(container.querySelector('.demo-notice')?.textContent).toBe(DEMO_NOTICE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await data.db.blogs.count()).toBe(0);
    expect(await data.db.drafts.count()).toBe(0);
    expect(main().querySelector('.new-blog__draft-note')?.textContent).toBe(
      'drafts are not saved for the demo user',
    );
  });
});
