// @vitest-environment jsdom
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { openUserData } from '../../data/user-data.ts';
import { signIn } from '../../state/session.ts';
import { cleanup, click, eventually, field } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { NO_DRAFTS } from './DraftList.tsx';
import { parkedText, parkText } from './draft-stash.ts';
import {
  ada,
  button,
  byLabel,
  data,
  draftItems,
  draftSearch,
  draftTitles,
  main,
  open,
  router,
  setUpNewBlogPage,
  storedDrafts,
  typeInto,
  USER,
} from './new-blog-page.test-kit.tsx';
import { type DraftText, EMPTY_TEXT, UNTITLED } from './new-blog-rules.ts';

setUpNewBlogPage();

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
    // The autosave's clock moves 200 ms a keystroke while the keystrokes themselves follow each other at
    // once: typing never pauses for 400 ms on that clock, and a busy machine cannot make it (real waits
    // would stretch under load into pauses, and the saves they bring are not what this test is about).
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    const seen: string[] = [];
    let typed = '';
    try {
      for (const letter of 'a travel note from the road!') {
        typed += letter;
        now += 200;
        await typeInto(byLabel('blog text'), typed);
        seen.push((await storedDrafts())[0]?.blogBody ?? '');
      }
    } finally {
      clock.mockRestore();
    }
    // 28 keystrokes over 5.6 s of that clock: a draft with part of the text was saved while typing went on.
    const whileTyping = seen.slice(0, -1).filter((body) => body.length > 0);
    expect(whileTyping.length).toBeGreaterThan(0);
    for (const body of whileTyping) expect(typed.startsWith(body) && body.length < typed.length).toBe(true);
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
