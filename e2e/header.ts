// The header's moves the suites share. On a phone (below 60rem) the header is an app shell: the links
// the top bar and the tab bar leave out, signout among them, are in the menu behind the avatar.
import type { Locator, Page } from 'playwright-core';

/** The header's menu button (the avatar, or three lines for a visitor); shown on phones only. */
export const menuButton = (page: Page): Locator =>
  page.getByRole('banner').getByRole('button', { name: 'menu' });

/** Opens the header's menu unless `target` is already on show (a wide header shows it as it is). */
export async function revealInHeader(page: Page, target: Locator): Promise<Locator> {
  if (!(await target.isVisible()) && (await menuButton(page).isVisible())) {
    if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') await menuButton(page).click();
  }
  return target;
}

/** Presses "signout", through the menu on a phone. */
export async function clickSignOut(page: Page): Promise<void> {
  const signout = page.getByRole('banner').getByRole('button', { name: 'signout' });
  await (await revealInHeader(page, signout)).click();
}
