// Conflicts end to end: one person on two devices (a phone, A, and a 390 px wide B) against the real
// server and the production build. Both edit one task offline; the owner decides on A ("use the other
// version", or "keep as it is"), and B, never reloaded, stops listing the conflict and shows the version
// chosen. Both edit different paragraphs of one story offline: both edits stay, with no conflict; edits
// to the same paragraph list just that paragraph, readable and accessible at 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoBlockingViolations, expectNoSidewaysScroll } from './axe';
import { type Harness, startHarness } from './harness';
import {
  editOffline,
  reviewButton,
  reviewDialog,
  SYNCED,
  synced,
  type TwoDevices,
  twoDevices,
} from './two-devices';

// A story of three paragraphs, and an edit of the first (on A) and of the third (on B).
const [ONE, TWO, THREE] = [
  'Day one: ceviche by the sea.',
  'Day two: the old town.',
  'Day three: a bus.',
] as const;
const ONE_EDITED = 'Day one: ceviche by the sea in Miraflores.';
const THREE_EDITED = 'Day three: a night bus to Cusco.';

describe('conflicts between two devices of one person', () => {
  let harness: Harness;
  let devices: TwoDevices;
  let a: Page;
  let b: Page;

  const navigate = (page: Page, label: string) =>
    page.locator('header').getByRole('link', { name: label, exact: true }).click();
  const taskTexts = (page: Page) => page.locator('main .task__text').allTextContents();

  async function saveTask(page: Page, text: string) {
    await page.locator('main').getByLabel('task', { exact: true }).fill(text);
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main .task__text', { hasText: text }).waitFor();
  }

  /** A task both devices show, then edited offline on A and B (B later), both back online. */
  async function taskConflict(
    text: string,
    onA: string,
    onB: string,
  ): Promise<{ kept: string; lost: string }> {
    await saveTask(a, text);
    await expect.poll(() => taskTexts(b), { timeout: SYNCED }).toContain(text);
    const edit = async (page: Page, to: string) => {
      await page.getByRole('button', { name: `update: ${text}` }).click();
      await saveTask(page, to);
    };
    await editOffline(devices, async () => {
      await edit(a, onA);
      await edit(b, onB);
    });
    for (const page of [a, b]) {
      await reviewButton(page).filter({ hasText: '1 conflict' }).waitFor({ timeout: SYNCED });
      // The later edit (B's) is kept; each device shows it.
      await expect.poll(() => taskTexts(page), { timeout: SYNCED }).toContain(onB);
    }
    return { kept: onB, lost: onA };
  }

  /** Opens the review dialog on a page, once it lists something. */
  async function review(page: Page) {
    await reviewButton(page).click();
    const dialog = reviewDialog(page);
    await dialog.locator('.sync-item').first().waitFor();
    return dialog;
  }

  /** B, reviewing the conflict while A decides, ends with nothing to review and the choice shown. */
  async function decideOnA(
    choice: 'use the other version' | 'keep as it is',
    { shown, gone }: { shown: string; gone: string },
  ) {
    const onB = await review(b);
    const onA = await review(a);
    await onA.getByRole('button', { name: choice }).click();
    await onA.getByText('Nothing to review.').waitFor();
    await onB.getByText('Nothing to review.').waitFor({ timeout: SYNCED });
    for (const page of [a, b]) {
      await page.keyboard.press('Escape');
      await reviewDialog(page).waitFor({ state: 'detached' });
      await expect.poll(() => taskTexts(page), { timeout: SYNCED }).toContain(shown);
      expect(await taskTexts(page)).not.toContain(gone);
      expect(await reviewButton(page).count()).toBe(0);
    }
  }

  beforeAll(async () => {
    harness = await startHarness();
    // B is as narrow as a small phone, and lets axe's script in.
    devices = await twoDevices(harness, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    ({ a, b } = devices);
  });
  afterAll(() => harness?.close());

  it('uses the other version on one device, and the other device follows without a reload', async () => {
    for (const page of [a, b]) await page.goto(`${harness.server.url}/tasks`);
    for (const page of [a, b]) await synced(page);
    const { kept, lost } = await taskConflict('book the ferry', 'book the night ferry', 'book the day ferry');
    await decideOnA('use the other version', { shown: lost, gone: kept });
  });

  it('keeps the version as it is on one device, and the other device stops listing the conflict', async () => {
    const { kept, lost } = await taskConflict(
      'buy a rain coat',
      'buy a red rain coat',
      'buy a blue rain coat',
    );
    await decideOnA('keep as it is', { shown: kept, gone: lost });
  });

  describe('a story both devices edit offline', () => {
    let blogUrl = '';
    /** Which of the two devices' edits the blog page shows. */
    const editsShown = async (page: Page) => {
      const text = (await page.locator('main .blog-body').textContent()) ?? '';
      return ['in Miraflores.', 'a night bus'].filter((edit) => text.includes(edit));
    };

    async function editStory(page: Page, paragraphs: string[]) {
      await page.locator('main').getByRole('button', { name: 'update', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'update blog' });
      await dialog.getByLabel('blog text', { exact: true }).fill(paragraphs.join('\n\n'));
      await dialog.getByRole('button', { name: 'save changes' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    /** The story as the update form holds it on a page. */
    async function storyOf(page: Page) {
      await page.locator('main').getByRole('button', { name: 'update', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'update blog' });
      const text = await dialog.getByLabel('blog text', { exact: true }).inputValue();
      await dialog.getByRole('button', { name: 'cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      return text;
    }

    it('is written on A and opened on B', async () => {
      await navigate(a, 'new blog');
      await a.locator('main').getByLabel('blog title', { exact: true }).fill('Three days in Lima');
      await a.locator('main').getByLabel('blog text', { exact: true }).fill([ONE, TWO, THREE].join('\n\n'));
      await a.getByRole('button', { name: 'create blog', exact: true }).click();
      await a.waitForURL(/\/user-blog\/[\w-]+$/);
      blogUrl = a.url();
      await synced(a);
      await b.goto(blogUrl);
      await b.locator('main h1', { hasText: 'Three days in Lima' }).waitFor();
      await synced(b);
    });

    it('keeps both edits when they changed different paragraphs, with no conflict', async () => {
      await editOffline(devices, async () => {
        await editStory(a, [ONE_EDITED, TWO, THREE]);
        await editStory(b, [ONE, TWO, THREE_EDITED]);
      });
      const merged = [ONE_EDITED, TWO, THREE_EDITED].join('\n\n');
      for (const page of [a, b]) {
        await expect
          .poll(() => editsShown(page), { timeout: SYNCED })
          .toEqual(['in Miraflores.', 'a night bus']);
        expect(await storyOf(page)).toBe(merged);
        expect(await reviewButton(page).count()).toBe(0);
      }
    });

    it('lists only the paragraph both changed, readable at 390 px', async () => {
      await editOffline(devices, async () => {
        await editStory(a, [ONE_EDITED, 'Day two: the old town and its balconies.', THREE_EDITED]);
        await editStory(b, [ONE_EDITED, 'Day two: the old town at dusk.', THREE_EDITED]);
      });
      await reviewButton(b).filter({ hasText: '1 conflict' }).waitFor({ timeout: SYNCED });
      const dialog = await review(b);
      expect(await dialog.locator('.sync-item p').allTextContents()).toEqual([
        expect.stringContaining('The story of blog “Three days in Lima” was changed on two devices'),
        'The rest of both edits was merged. Where both changed the same paragraph, one version was kept:',
      ]);
      expect(await dialog.locator('dd').allTextContents()).toEqual([
        '“Day two: the old town at dusk.” — from this device',
        '“Day two: the old town and its balconies.” — from Chrome on Linux',
      ]);
      await expectNoSidewaysScroll(b, 'the review dialog');
      await expectNoBlockingViolations(b);
      await b.keyboard.press('Escape');
    });
  });
});
