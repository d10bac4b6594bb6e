/// <reference lib="dom" />
// What the new-blog page tests share: a signed-in user with a database of their own, the photo resize
// stood in for (jsdom has no canvas), the app rendered at a path, and ways to find and fill its fields.
import { Blob as NodeBlob } from 'node:buffer';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { blogRepository } from '../../data/blog-repository.ts';
import { deleteUserDb } from '../../data/db.ts';
import { draftRepository } from '../../data/draft-repository.ts';
import type { Resize } from '../../data/photos.ts';
import { closeUserData, openUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { fakeApi } from '../../test-support/fake-api.ts';
import { cleanup, fillIn, renderApp, textsOf } from '../../test-support/render.tsx';
import { aSession, aUser } from '../../test-support/users.ts';
import { clearToasts } from '../toasts/toast-store.ts';

export const USER = '019a0000-0000-7000-8000-0000000000n1';
export const ada = aUser({ _id: USER, name: 'Ada Lovelace' });
export let data: UserData;
export let container: HTMLElement;
export let router: Awaited<ReturnType<typeof renderApp>>['router'];

/**
 * Stands in for the canvas resize (jsdom has none): the "resized" photo is the bytes, as a JPEG. It is
 * Node's Blob, as a browser's own would be: Node's WebCrypto refuses jsdom's ArrayBuffers when hashing.
 */
export const resize: Resize = async (file) => ({
  blob: new NodeBlob([new Uint8Array(await file.arrayBuffer())], { type: 'image/jpeg' }) as Blob,
  width: 800,
  height: 600,
});

export async function open(path: string, user = ada, photoResize: Resize = resize) {
  signIn(aSession(user));
  fakeApi({ 'GET /api/users/me': { json: user } });
  data = openUserData(USER);
  await data.db.open();
  // The app's repositories resize on a canvas; these are given the stand-in, as the data tests do.
  Object.assign(data, {
    blogs: blogRepository(data.db, { resize: photoResize }),
    drafts: draftRepository(data.db, { resize: photoResize }),
  });
  ({ container, router } = await renderApp(path));
}

/** A reload: the app rendered afresh at `path`, for the same user and database. */
export async function reload(path: string) {
  cleanup();
  ({ container, router } = await renderApp(path));
}

/** Registers the hooks every new-blog page test needs; call once at the top of a test file. */
export function setUpNewBlogPage(): void {
  // The app loads these screens lazily (pwa/src/routes); loaded once here, so a test's own time limit is
  // spent on the test rather than on compiling the screens' modules the first time one opens.
  beforeAll(
    () =>
      Promise.all([
        import('./NewBlogPage.tsx'),
        import('./NewBlogContent.tsx'),
        import('../blog-page/OwnBlogPage.tsx'),
      ]),
    30_000,
  );

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
}

export const main = () => container.querySelector('main') as HTMLElement;
export const button = (name: string, within: ParentNode = main()) =>
  Array.from(within.querySelectorAll('button')).find((b) => b.textContent === name);
export const byLabel = (label: string) => {
  const match = Array.from(main().querySelectorAll('label')).find((l) => l.textContent === label);
  if (!match?.control) throw new Error(`no control labelled "${label}"`);
  return match.control as HTMLInputElement | HTMLTextAreaElement;
};
export const draftSearch = () => (router.state.location.search as { draft?: string }).draft;
export const draftItems = () => Array.from(main().querySelectorAll('li.draft'));
export const draftTitles = () => textsOf(main().querySelectorAll('.draft__title'));
export const storedDrafts = () => data.db.drafts.toArray();
export const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });

/** Types into a textarea as a user would, so React's onChange runs (fillIn covers inputs). */
export async function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (element instanceof HTMLInputElement) return fillIn(element, value);
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function pick(label: string, files: File[]) {
  const input = byLabel(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
