// The admin blogs screens end to end, as the seeded admin on a 360 px phone against the real server and
// the production build: the list searched by title, author and country; a blog suspended and featured;
// one deleted with its code; a blog created for another user with photos and opened; offline. The tests
// run in order and share one visit. The server seeds three sample blogs by Maya Lindqvist, and starts on
// a data dir that already holds 55 older users, so the users are more than one page of the server's.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { type Registered, registerUser } from './accounts-api';
import { countLine, createUserBlog, marks, row, rows, seedOldUsers, titles } from './admin-blogs-support';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext } from './axe';
import { type Harness, PHONE, startHarness } from './harness';
import { jpegFile } from './photos';
import { signIn } from './session';

const LISBON = 'Tiled streets and slow trams in Lisbon';
const UYUNI = 'Dawn over the salt flats of Uyuni';
const CHILE = 'Valparaíso stairs';
const OLD_USERS = 55;

describe('admin blogs', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let oskar: Registered;

  const search = () => page.getByLabel('search by title, author or country', { exact: true });
  const field = (label: string) => page.locator('main').getByLabel(label, { exact: true });
  const dialogField = (label: string) => page.getByRole('dialog').getByLabel(label, { exact: true });

  async function searchFor(text: string, expected: string[]) {
    await search().fill(text);
    await expect.poll(() => titles(page)).toEqual(expected);
  }

  beforeAll(async () => {
    harness = await startHarness({ seed: true, prepare: (dir) => seedOldUsers(dir, OLD_USERS) });
    ({ server, browser } = harness);
    oskar = await registerUser(server.url, 'Oskar Berg');
    await createUserBlog(server.url, oskar, { blogTitle: CHILE, country: 'Chile' });
    context = await newAxeContext(browser, { viewport: PHONE });
    page = await context.newPage();
    await signIn(page, server.url);
  });
  afterAll(() => harness?.close());

  it('lists every blog and searches by title, author and country on the server', async () => {
    await page.goto(`${server.url}/admin-blogs`);
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await countLine(page)).toBe('4 blogs');
    expect(await marks(row(page, CHILE))).toEqual(['not suspended', 'published', 'not featured']);
    expect(await row(page, CHILE).locator('td[data-label="category"]').textContent()).toBe('Chile');
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, '/admin-blogs');

    await searchFor('lisbon', [LISBON]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('lisbon');
    expect(await countLine(page)).toBe('1 blog');
    await searchFor('oskar', [CHILE]);
    await searchFor('BOLIVIA', [UYUNI]);
    await searchFor('no such place', []);
    expect(await countLine(page)).toBe('no blogs to show!');
    await search().fill('');
    await expect.poll(() => rows(page).count()).toBe(4);
  });

  it('suspends and features a blog as admin, and the marks follow', async () => {
    await row(page, CHILE)
      .getByRole('button', { name: `update ${CHILE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'update blog as admin' });
    await dialog.waitFor();
    expect(await dialogField('author').inputValue()).toBe('Oskar Berg');
    expect(await dialogField('author').isDisabled()).toBe(true);
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, 'update dialog');
    // The server's refusal says "title", not blogTitle, and goes once the title is typed again.
    await dialogField('blog title').fill(' ');
    await dialog.getByRole('button', { name: 'save changes' }).click();
    const refusal = dialog.locator('.blog-edit-dialog__error');
    await expect.poll(() => refusal.textContent()).toBe('Please give the blog a title');
    await dialogField('blog title').fill(CHILE);
    expect(await refusal.textContent()).toBe('');
    await dialogField('suspended').check();
    await dialogField('featured').check();
    await dialog.getByRole('button', { name: 'save changes' }).click();
    await page.getByText('blog updated').waitFor();
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => marks(row(page, CHILE))).toEqual(['suspended', 'published', 'featured']);
    expect(await row(page, CHILE).locator('td[data-label="last edited"]').textContent()).not.toBe('—');
    // The admin's view of the blog says it is suspended.
    await row(page, CHILE)
      .getByRole('link', { name: `view ${CHILE}` })
      .click();
    await page.locator('main .blog-details__suspended').waitFor();
    await expectNoBlockingViolations(page);
    await page.goBack();
    await expect.poll(() => rows(page).count()).toBe(4);
  });

  it('deletes a blog once its code is typed, spaces around it allowed', async () => {
    await row(page, UYUNI)
      .getByRole('button', { name: `delete ${UYUNI}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'delete blog?' });
    const code = (await dialog.locator('.delete-code').textContent()) ?? '';
    expect(code).toMatch(/^\d{4}$/);
    await expectNoBlockingViolations(page);
    const confirm = dialog.getByRole('button', { name: 'delete', exact: true });
    await dialog.getByLabel('type the code to confirm').fill(code.slice(0, 3));
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('type the code to confirm').fill(`  ${code} `);
    await confirm.click();
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(await dialog.count()).toBe(0);
    expect(await titles(page)).not.toContain(UYUNI);
    expect(await countLine(page)).toBe('3 blogs');
  });

  it('creates a blog for another user with a hero and two photos, then shows it', async () => {
    await page.goto(`${server.url}/admin-new-blog`);
    await page.getByText('hello').first().waitFor();
    const choose = field('choose the author');
    // Every user, not the 50 newest: the old ones, the seeded admin, demo user and blogger, and Oskar.
    const everyone = OLD_USERS + 4;
    await expect
      .poll(() => page.locator('main .author-picker .note').textContent())
      .toBe(`all ${everyone} users listed, by name`);
    const options = await choose.locator('option').allTextContents();
    expect(options).toHaveLength(everyone + 1);
    expect(options[0]).toBe('please select author');
    expect(options).toEqual(
      expect.arrayContaining(['Admin (admin@example.com)', 'Old User 55 (old-55@example.com)']),
    );
    // Nothing chosen or typed: the two missing fields are named as the form shows them, and each
    // message goes as soon as its field is filled.
    const problems = page.locator('main form > [role="alert"]');
    await page.getByRole('button', { name: 'create blog' }).click();
    expect(await problems.locator('span').allTextContents()).toEqual([
      'Please choose the author',
      'Please give the blog a title',
    ]);
    expect(await choose.evaluate((select) => select === select.ownerDocument.activeElement)).toBe(true);
    await field('find a user by name or e-mail').fill('oskar');
    await expect.poll(() => choose.locator('option').count()).toBe(2);
    await choose.selectOption({ label: `Oskar Berg (${oskar.email})` });
    expect(await problems.textContent()).toBe('Please give the blog a title');
    expect(await field('author').inputValue()).toBe('Oskar Berg');
    await page.locator('main .author-picker__chosen').getByText(oskar._id).waitFor();
    await field('blog title').fill('Atacama nights');
    expect(await problems.textContent()).toBe('');
    await field('country').fill('Chile');
    await field('blog text').fill('Stars so close you could touch them.');
    await field('publish').check();
    await field('hero').setInputFiles(await jpegFile('hero.jpg', '#123'));
    await field('images').setInputFiles([
      await jpegFile('one.jpg', '#a73'),
      await jpegFile('two.jpg', '#37a'),
    ]);
    await expect
      .poll(() => page.locator('main .image-picker__name').allTextContents())
      .toEqual(['one.jpg', 'two.jpg', 'hero.jpg']);
    await expectNoBlockingViolations(page);
    await expectNoSidewaysScroll(page, '/admin-new-blog');

    await page.getByRole('button', { name: 'create blog' }).click();
    await page.waitForURL(/\/user-blog\/[\w-]+$/, { timeout: 20_000 });
    await page.getByText('Success! Blog created').waitFor();
    await page.getByText('blog created for Oskar Berg').waitFor();
    await expect
      .poll(() => page.locator('main h1').textContent(), { timeout: 15_000 })
      .toBe('Atacama nights');
    expect(await page.locator('main .blog-article__byline').textContent()).toBe('by Oskar Berg');
    expect(await page.locator('main .blog-details__note').textContent()).toBe('created by admin');
    const photos = page.locator('main img.blog-article__hero, main img.blog-row__image');
    await expect.poll(() => photos.count()).toBe(3);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.locator('main a[href="/admin-blogs"]').first().waitFor();
  });

  it('says plainly when offline and keeps the list', async () => {
    await page.goto(`${server.url}/admin-blogs`);
    await expect.poll(() => rows(page).count()).toBe(4);
    await context.setOffline(true);
    try {
      await page.locator('main .admin-offline').getByText('You are offline').waitFor();
      expect(await rows(page).count()).toBe(4);
      await row(page, LISBON)
        .getByRole('button', { name: `update ${LISBON}` })
        .click();
      await dialogField('suspended').check();
      await page.getByRole('dialog').getByRole('button', { name: 'save changes' }).click();
      await page.getByRole('dialog').getByText('You are offline.').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
