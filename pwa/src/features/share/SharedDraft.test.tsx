// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signOut } from '../../state/session.ts';
import { eventually, renderApp } from '../../test-support/render.tsx';
import {
  byLabel,
  data,
  draftSearch,
  main,
  open,
  router,
  setUpNewBlogPage,
} from '../new-blog/new-blog-page.test-kit.tsx';
import { keepShare, sharedFile } from './share.test-kit.ts';
import { shareInbox } from './share-inbox.ts';
import { SHARE_NOT_KEPT } from './share-texts.ts';

setUpNewBlogPage();

// jsdom reads no EXIF: the bytes say where each test photo was taken (share-draft.test.ts reads real GPS).
vi.mock('../../data/photo-country.ts', () => ({
  photoCountry: vi.fn(async (file: Blob) => ((await file.text()).includes('lisbon') ? 'portugal' : null)),
}));

const names = () => Array.from(main().querySelectorAll('.image-picker__name')).map((n) => n.textContent);

describe('a share from another app', () => {
  it('opens as a new draft in the form, with its photos and text, and is no longer waiting', async () => {
    await keepShare(indexedDB, {
      title: 'Porto',
      text: 'Tiles everywhere',
      url: 'https://example.com/porto',
      files: [sharedFile('tiles.jpg'), sharedFile('river.jpg')],
    });
    await open('/new-blog?share=new');
    await eventually(() => expect(draftSearch()).toBeDefined());
    await eventually(() => expect((byLabel('blog title') as HTMLInputElement).value).toBe('Porto'));
    expect(byLabel('blog text').value).toBe('Tiles everywhere\n\nhttps://example.com/porto');
    await eventually(() => expect(names()).toEqual(['tiles.jpg', 'river.jpg']));
    expect(router.state.location.search).toEqual({ draft: draftSearch() });
    expect(await data.db.drafts.count()).toBe(1);
    expect(await shareInbox().pending()).toEqual([]);
  });

  it('suggests the country the first shared photo was taken in, as for a picked one', async () => {
    await keepShare(indexedDB, { files: [sharedFile('lisbon.jpg'), sharedFile('cusco.jpg')] });
    await open('/new-blog?share=new');
    await eventually(() => expect(names()).toEqual(['lisbon.jpg', 'cusco.jpg']));
    await eventually(() =>
      expect(main().querySelector('.country-suggestion [role="status"]')?.textContent).toBe(
        'taken in portugal?',
      ),
    );
  });

  it('waits on the device while nobody is signed in, and opens once they sign in', async () => {
    await keepShare(indexedDB, { title: 'Porto' });
    signOut();
    const { router: signedOut } = await renderApp('/new-blog?share=new');
    await eventually(() => expect(signedOut.state.location.pathname).toBe('/sign-in'));
    expect((signedOut.state.location.search as { redirect?: string }).redirect).toBe('/new-blog?share=new');
    expect((await shareInbox().pending()).map((s) => s.title)).toEqual(['Porto']);
  });

  it('says so when the service worker could not keep the share', async () => {
    await open('/new-blog?share=failed');
    await eventually(() => expect(main().querySelector('[role="alert"]')?.textContent).toBe(SHARE_NOT_KEPT));
    expect(await data.db.drafts.count()).toBe(0);
  });
});
