// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { pruneStoredPhotos } from '../../data/photo-prune.ts';
import { UNREADABLE_PHOTO } from '../../data/photo-resize.ts';
import type { Resize } from '../../data/photos.ts';
import { click, eventually, field, textsOf } from '../../test-support/render.tsx';
import { aUser } from '../../test-support/users.ts';
import { toasts } from '../toasts/toast-store.ts';
import {
  ada,
  button,
  byLabel,
  container,
  data,
  draftSearch,
  main,
  open,
  photo,
  pick,
  reload,
  router,
  setUpNewBlogPage,
  storedDrafts,
  typeInto,
  USER,
} from './new-blog-page.test-kit.tsx';
import { CREATE_FAILED, CREATING, NOT_AN_IMAGE, PHOTOS_KEPT_HINT } from './new-blog-rules.ts';

setUpNewBlogPage();

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
    expect(main().querySelector('.new-blog__hint')?.textContent).toBe(PHOTOS_KEPT_HINT);
  });
});

describe('creating the blog', () => {
  it('creates the blog with its photos, removes the draft and opens the blog’s page', async () => {
    await open('/new-blog');
    // The write waits for the test, so the "creating" state can be seen while it lasts.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const create = data.blogs.create;
    vi.spyOn(data.blogs, 'create').mockImplementation(async (input) => {
      await held;
      return create(input);
    });
    await typeInto(byLabel('blog title'), 'Lima');
    await typeInto(byLabel('country'), 'Peru');
    await typeInto(byLabel('blog text'), 'Ceviche by the sea.');
    await click(field(main(), 'featured'));
    await pick('hero image', [photo('hero.jpg')]);
    await pick('images', [photo('a.jpg'), photo('b.jpg')]);
    await pick('images', [photo('c.png', 'image/png')]);
    const previews = () => Array.from(main().querySelectorAll('.image-picker__item'));
    await eventually(() =>
      expect(textsOf(main().querySelectorAll('.image-picker__name'))).toEqual([
        'hero.jpg',
        'a.jpg',
        'b.jpg',
        'c.png',
      ]),
    );
    expect(previews().every((p) => p.querySelector('img')?.getAttribute('src')?.startsWith('blob:'))).toBe(
      true,
    );
    await click(main().querySelector('button[aria-label="remove b.jpg"]'));
    expect(textsOf(main().querySelectorAll('.image-picker__name'))).toEqual(['hero.jpg', 'a.jpg', 'c.png']);
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
    expect(await data.db.drafts.count()).toBe(0);
    expect(await data.db.draftPhotos.count()).toBe(0);
    // The photo taken off the list goes at the next pruning; the blog's three stay until uploaded.
    await pruneStoredPhotos(data.db);
    expect(await data.db.blobs.count()).toBe(3);
    expect(toasts.items.map((t) => t.text)).not.toContain(CREATE_FAILED);
  });

  it('keeps the hero and photos with the draft, so reopening it shows them and the blog takes them', async () => {
    await open('/new-blog');
    await pick('hero image', [photo('hero.jpg')]);
    await pick('images', [photo('a.jpg'), photo('b.jpg')]);
    // Photos alone start the draft (they need one to be kept with).
    await eventually(() => expect(draftSearch()).toBeDefined());
    const id = draftSearch();
    await eventually(async () =>
      expect((await data.db.draftPhotos.get(id ?? ''))?.images.map((i) => i.name)).toEqual([
        'a.jpg',
        'b.jpg',
      ]),
    );
    await typeInto(byLabel('blog title'), 'Lima');
    await eventually(async () => expect((await storedDrafts())[0]?.blogTitle).toBe('Lima'));

    // A reload: a fresh page on the draft's URL.
    await reload(`/new-blog?draft=${id}`);
    await eventually(() => expect((byLabel('blog title') as HTMLInputElement).value).toBe('Lima'));
    await eventually(() =>
      expect(textsOf(main().querySelectorAll('.image-picker__name'))).toEqual(['hero.jpg', 'a.jpg', 'b.jpg']),
    );
    expect(main().querySelectorAll('.image-picker__item img')).toHaveLength(3);
    const kept = await data.db.draftPhotos.get(id ?? '');

    await click(button('create blog'));
    await eventually(() => expect(router.state.location.pathname).toMatch(/^\/user-blog\//));
    const [blog] = await data.db.blogs.toArray();
    expect(blog?.heroImage).toBe(kept?.hero?.sha256);
    expect(blog?.imageUrls).toEqual(kept?.images.map((i) => i.sha256));
    expect(await data.db.draftPhotos.count()).toBe(0);
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
    await eventually(() =>
      expect(textsOf(main().querySelectorAll('.image-picker__name'))).toEqual(['a.jpg']),
    );
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
