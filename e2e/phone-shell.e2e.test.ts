// The app shell on phones (issue 15) end to end: headless Chromium against the real server and the
// production build. At 360 px the top bar is one row, a signed-in user's tab bar navigates and hides
// nothing of the page, the menu reaches every other link; at 1440 px the header is SPEC §2's, with no
// tab bar. The service worker's "ready to work offline" is said once, briefly, clear of the tab bar; the
// demo notice covers nothing needed; the focus ring is not the error colour; the image pickers offer the
// camera on a touch phone and take dropped photos on a desktop. axe-core on every screen.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../shared/messages';
import type { ServerProcess } from '../sync-server/src/testing/server-process';
import { expectNoBlockingViolations, expectNoSidewaysScroll, newAxeContext, withAxePage } from './axe';
import { box, intersects } from './boxes';
import { type Harness, PHONE, startHarness } from './harness';
import { menuButton } from './header';
import { signIn, submitSignIn } from './session';

const DESKTOP = { width: 1440, height: 900 };
const DEMO = { email: 'demo@example.com', password: '1' };
/** The focus ring's colour (styles.css), and the error colour it must not be. */
const FOCUS_BLUE = 'rgb(29, 78, 216)';

/** The shown children's boxes of `row`: one row when every one of them spans a common band. */
const childBands = (row: Locator) =>
  row.evaluate((el) =>
    Array.from(el.children)
      .map((child) => child.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .map((rect) => ({ top: rect.top, bottom: rect.bottom })),
  );

async function expectOneRow(row: Locator, maxHeight: number) {
  const bands = await childBands(row);
  expect(bands.length).toBeGreaterThan(1);
  const lowestTop = Math.max(...bands.map((b) => b.top));
  const highestBottom = Math.min(...bands.map((b) => b.bottom));
  expect(lowestTop, 'a part of the bar wrapped onto a row of its own').toBeLessThan(highestBottom);
  expect((await box(row)).height).toBeLessThanOrEqual(maxHeight);
}

async function expectAccessible(page: Page, label: string) {
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page, label);
}

describe('phone shell', () => {
  let harness: Harness;
  let server: ServerProcess;
  let browser: Browser;
  let url = '';

  beforeAll(async () => {
    harness = await startHarness();
    ({ server, browser } = harness);
    url = server.url;
  });
  afterAll(() => harness?.close());

  const banner = (page: Page) => page.getByRole('banner');
  const tabBar = (page: Page) => page.locator('.tab-bar');
  const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });
  const menuLink = (page: Page, name: string) =>
    page.locator('.header-menu__panel').getByRole('link', { name, exact: true });
  const path = (page: Page) => new URL(page.url()).pathname;

  describe('signed in at 360 px', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newAxeContext(browser, { viewport: PHONE });
      page = await context.newPage();
      await signIn(page, url);
    });
    afterAll(() => context?.close());

    it('has a one-row top bar: logo, sync status and the menu', async () => {
      await expect.poll(() => page.locator('.sync-status').textContent(), { timeout: 15_000 }).toBe('Synced');
      await expectOneRow(page.locator('.site-header__inner'), 64);
      expect(await banner(page).getByRole('link', { name: 'Travel Blog' }).isVisible()).toBe(true);
      expect(await menuButton(page).isVisible()).toBe(true);
      // The wide header's links and signout are not on the bar.
      for (const name of ['ask', 'my blogs', 'admin'])
        expect(await page.locator('.site-nav').getByRole('link', { name, exact: true }).isVisible()).toBe(
          false,
        );
      expect(await banner(page).getByRole('button', { name: 'signout' }).isVisible()).toBe(false);
      await expectAccessible(page, '/ on a phone');
    });

    it('has a tab bar at the foot of the screen whose tabs navigate, marking the current one', async () => {
      const bar = await box(tabBar(page));
      expect(bar.y + bar.height).toBe(PHONE.height);
      expect(bar.width).toBe(PHONE.width);
      expect(await tabBar(page).getByRole('link').allTextContents()).toEqual([
        'home',
        'my blogs',
        'new blog',
        'tasks',
      ]);
      for (const [name, to] of [
        ['tasks', '/tasks'],
        ['my blogs', '/user-blogs'],
        ['new blog', '/new-blog'],
        ['home', '/'],
      ] as const) {
        await tab(page, name).click();
        await expect.poll(() => path(page)).toBe(to);
        expect(await tab(page, name).getAttribute('aria-current')).toBe('page');
        expect(await tabBar(page).locator('[aria-current="page"]').count()).toBe(1);
        await expectAccessible(page, `${to} on a phone`);
      }
    });

    it('hides nothing of the page behind the tab bar: its last line scrolls fully above it', async () => {
      for (const to of ['/', '/new-blog']) {
        await page.goto(`${url}${to}`);
        await page.locator('main h1').waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = page.locator('.site-footer__bottom > :last-child');
        const bar = await box(tabBar(page));
        const end = await box(last);
        // Within a pixel: scroll offsets snap to whole pixels.
        expect(end.y + end.height, `${to}: the last line is behind the tab bar`).toBeLessThanOrEqual(
          bar.y + 1,
        );
        const reachable = await last.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.bottom - 1);
          return hit !== null && el.contains(hit);
        });
        expect(reachable).toBe(true);
      }
      // The form's last button, too, can be scrolled clear of the bar and pressed.
      const create = page.getByRole('button', { name: 'create blog' });
      await create.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const bar = await box(tabBar(page));
      expect(intersects(await box(create), bar)).toBe(false);

      // Where the keyboard shrinks the page, the bar steps aside while a field is typed in.
      const title = page.locator('main').getByLabel('blog title', { exact: true });
      await title.focus();
      expect(await tabBar(page).isVisible()).toBe(true);
      await page.setViewportSize({ width: PHONE.width, height: 400 });
      expect(await tabBar(page).isVisible()).toBe(false);
      await create.focus();
      expect(await tabBar(page).isVisible()).toBe(true);
      await page.setViewportSize(PHONE);
    });

    it('stands toasts on the tab bar', async () => {
      await tab(page, 'tasks').click();
      await page.getByText('no tasks to show!').waitFor();
      await page.locator('main').getByLabel('task', { exact: true }).fill('pack the tent');
      await page.locator('main form button[type="submit"]').click();
      const toast = page.locator('.toast').filter({ hasText: 'task addded success' });
      await toast.waitFor();
      const bar = await box(tabBar(page));
      await expect
        .poll(async () => (await box(toast)).y + (await box(toast)).height)
        .toBeLessThanOrEqual(bar.y);
      await toast.getByRole('button').click();
    });

    it('reaches ask, admin, my account and signout through the menu, which keyboard users can close', async () => {
      await page.goto(`${url}/`);
      await menuButton(page).click();
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('ask');
      await expectAccessible(page, 'the open menu');
      await page.keyboard.press('Escape');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await menuLink(page, 'ask').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');

      for (const [name, to] of [
        ['ask', '/ask'],
        ['admin', '/admin-dash'],
        ['my account', '/my-account'],
      ] as const) {
        await menuButton(page).click();
        await menuLink(page, name).click();
        await expect.poll(() => path(page)).toBe(to);
        expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      }

      await menuButton(page).click();
      await page.locator('.header-menu__panel').getByRole('button', { name: 'signout' }).click();
      await page.waitForURL(`${url}/sign-in`);
      expect(await tabBar(page).count()).toBe(0);
    });
  });

  it("keeps a visitor's top bar and the advert under it to one row, the menu holding home and ask", async () => {
    await withAxePage(browser, { viewport: PHONE }, async (page) => {
      for (const to of ['/', '/sign-in', '/register']) {
        await page.goto(`${url}${to}`);
        await page.locator('main h1').waitFor();
        await expectOneRow(page.locator('.site-header__inner'), 64);
        await expectOneRow(page.locator('.header-advert__inner'), 40);
        for (const name of ['register', 'login'])
          expect(await banner(page).getByRole('link', { name, exact: true }).isVisible()).toBe(true);
        await expectAccessible(page, `${to} for a visitor on a phone`);
      }
      await menuButton(page).click();
      await menuLink(page, 'ask').click();
      await expect.poll(() => path(page)).toBe('/ask');
    });
  });

  it("shows SPEC §2's header at 1440 px, in one row, and no tab bar or menu", async () => {
    await withAxePage(browser, { viewport: DESKTOP }, async (page) => {
      await signIn(page, url);
      const nav = page.locator('.site-nav');
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'home',
        'ask',
        'my blogs',
        'tasks',
        'new blog',
        'admin',
      ]);
      for (const link of await nav.getByRole('link').all()) expect(await link.isVisible()).toBe(true);
      expect(await banner(page).getByRole('button', { name: 'signout' }).isVisible()).toBe(true);
      expect(await page.locator('.site-header__user .avatar').isVisible()).toBe(true);
      expect(await tabBar(page).isVisible()).toBe(false);
      expect(await menuButton(page).isVisible()).toBe(false);
      await expectOneRow(page.locator('.site-header__inner'), 80);
      await expectAccessible(page, '/ on a desktop');
    });
  });

  it('rings focus in blue, not the error colour, and in white on the dark footer', async () => {
    await withAxePage(browser, { viewport: DESKTOP }, async (page) => {
      await page.goto(`${url}/sign-in`);
      const ring = (locator: Locator) =>
        locator.evaluate((el) => {
          const style = getComputedStyle(el);
          return [el.matches(':focus-visible'), style.outlineStyle, style.outlineWidth, style.outlineColor];
        });
      const email = page.locator('main').getByLabel('email', { exact: true });
      await email.focus();
      expect(await ring(email)).toEqual([true, 'solid', '3px', FOCUS_BLUE]);

      const faqs = page.getByRole('contentinfo').getByRole('link', { name: 'faqs' });
      await faqs.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await ring(faqs)).toEqual([true, 'solid', '3px', 'rgb(255, 255, 255)']);
    });
  });

  it('says "ready to work offline" once per device, for a few seconds, standing on the tab bar', async () => {
    await withAxePage(browser, { viewport: PHONE }, async (page) => {
      const note = page.getByText('ready to work offline');
      await page.goto(`${url}/sign-in`);
      await note.waitFor({ timeout: 20_000 });
      const shownAt = Date.now();
      // Clear of the form it would otherwise cover.
      for (const label of ['email', 'password']) {
        const field = page.locator('main').getByLabel(label, { exact: true });
        expect(intersects(await box(note), await box(field))).toBe(false);
      }
      await note.waitFor({ state: 'detached', timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(3500);

      await submitSignIn(page);
      await page.waitForURL(`${url}/`);
      // A fresh install of the worker on this device says nothing new.
      const reinstall = async () => {
        await page.evaluate(async () => {
          for (const registration of await navigator.serviceWorker.getRegistrations())
            await registration.unregister();
        });
        await page.reload();
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 20_000,
        });
      };
      await reinstall();
      // The note comes from the worker's 'activated' event (pwa/register-sw.ts), dispatched in the task
      // that makes the worker activated: once it is and the page has painted since, a note would show.
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted))));
      expect(await note.count()).toBe(0);

      // A device that has not said it yet (its storage cleared) says it above the tab bar.
      await page.evaluate(() => localStorage.removeItem('travel-blog:offline-note-shown'));
      await reinstall();
      await note.waitFor({ timeout: 20_000 });
      const toast = page.locator('.pwa-toast');
      const bar = await box(tabBar(page));
      const shown = await box(toast);
      expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);
      await expectNoBlockingViolations(page);
      await toast.getByRole('button', { name: 'ok' }).click();
      expect(await note.count()).toBe(0);
    });
  });

  it('offers the camera in the image pickers on a touch phone, and dropping photos on a desktop', async () => {
    const touch = { viewport: PHONE, isMobile: true, hasTouch: true };
    await withAxePage(browser, touch, async (page) => {
      await signIn(page, url);
      await page.goto(`${url}/new-blog`);
      const camera = page.locator('main').getByLabel('take photo for hero image', { exact: true });
      // The screen's code loads after the page (lazy routes): wait for the form before looking at it.
      await camera.waitFor();
      expect(await camera.isVisible()).toBe(true);
      expect([await camera.getAttribute('capture'), await camera.getAttribute('accept')]).toEqual([
        'environment',
        'image/*',
      ]);
      expect(await page.getByText('or drop a photo here').isVisible()).toBe(false);
      await expectAccessible(page, '/new-blog on a touch phone');
    });

    await withAxePage(browser, { viewport: DESKTOP }, async (page) => {
      await signIn(page, url);
      await page.goto(`${url}/new-blog`);
      const camera = page.locator('main').getByLabel('take photo for images', { exact: true });
      await page.locator('main .image-picker').first().waitFor();
      expect(await camera.isVisible()).toBe(false);
      const zone = page.locator('.image-picker').filter({ hasText: 'or drop photos here' });
      const dataTransfer = await page.evaluateHandle(async () => {
        const bytes = await (await fetch('/apple-touch-icon.png')).blob();
        const files = new DataTransfer();
        for (const name of ['dropped-1.png', 'dropped-2.png'])
          files.items.add(new File([bytes], name, { type: 'image/png' }));
        return files;
      });
      for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
      const names = page.locator('main .image-picker__name');
      await expect.poll(() => names.allTextContents()).toEqual(['dropped-1.png', 'dropped-2.png']);
      await expect.poll(() => page.locator('main .image-picker__item img[src^="blob:"]').count()).toBe(2);
      await page.getByRole('button', { name: 'remove dropped-1.png' }).click();
      await expect.poll(() => names.allTextContents()).toEqual(['dropped-2.png']);
      await expectAccessible(page, '/new-blog on a desktop');
    });
  });

  it('shows the demo notice clear of the header and the tab bar, letting presses through', async () => {
    await withAxePage(browser, { viewport: PHONE }, async (page) => {
      await signIn(page, url, DEMO);
      await page.goto(`${url}/tasks`);
      await page.locator('main').getByLabel('task', { exact: true }).fill('pack the tent');
      await page.locator('main form button[type="submit"]').click();
      const notice = page.locator('.demo-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toBe(DEMO_NOTICE);
      const shown = await box(notice);
      expect(intersects(shown, await box(page.locator('.site-header__inner')))).toBe(false);
      expect(intersects(shown, await box(tabBar(page)))).toBe(false);
      const passesThrough = await notice.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return hit !== null && !el.contains(hit);
      });
      expect(passesThrough).toBe(true);
      await expectNoBlockingViolations(page);
    });
  });
});
