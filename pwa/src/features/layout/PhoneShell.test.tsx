// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '../../state/session.ts';
import { cleanup, click, press, renderApp, textsOf } from '../../test-support/render.tsx';
import { aUser } from '../../test-support/users.ts';

// The phone's parts of the header (shell.css shows them below 48rem): the tab bar and the menu.
const tabs = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLAnchorElement>('header .tab-bar a'));
const toggle = (container: HTMLElement) =>
  container.querySelector('header .header-menu__toggle') as HTMLButtonElement;
const panel = (container: HTMLElement) =>
  container.querySelector('header .header-menu__panel') as HTMLElement;
const menuItems = (container: HTMLElement) => textsOf(panel(container).querySelectorAll('a, button'));

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('tab bar', () => {
  it('takes a signed-in user to home, my blogs, new blog and tasks, marking the current tab', async () => {
    session.user = aUser({ name: 'Ada Lovelace' });
    const { container, router } = await renderApp('/');
    expect(tabs(container).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['home', '/'],
      ['my blogs', '/user-blogs'],
      ['new blog', '/new-blog'],
      ['tasks', '/tasks'],
    ]);
    expect(container.querySelector('header .tab-bar')?.getAttribute('aria-label')).toBe('main');
    const current = () => textsOf(tabs(container).filter((a) => a.getAttribute('aria-current') === 'page'));
    expect(current()).toEqual(['home']);
    await click(tabs(container)[3]);
    expect(router.state.location.pathname).toBe('/tasks');
    expect(current()).toEqual(['tasks']);
  });

  it('is not there for a visitor', async () => {
    const { container } = await renderApp('/');
    expect(container.querySelector('.tab-bar')).toBeNull();
  });
});

describe('header menu', () => {
  it('holds what the bars leave out: ask, admin, my account and signout', async () => {
    session.user = aUser({ name: 'Ada Lovelace', isAdmin: true });
    const { container } = await renderApp('/');
    expect(menuItems(container)).toEqual(['ask', 'admin', 'my account', 'signout']);
    expect(panel(container).querySelector('.header-menu__who')?.textContent).toBe('signed in as Ada');
    expect(toggle(container).querySelector('.avatar')).not.toBeNull();
    expect(toggle(container).textContent).toBe('menu');
  });

  it("holds a visitor's home and ask; register and login stay on the bar", async () => {
    const { container } = await renderApp('/');
    expect(menuItems(container)).toEqual(['home', 'ask']);
    const onBar = container.querySelectorAll('header .site-nav li:not(.wide-only) a');
    expect(textsOf(onBar)).toEqual(['register', 'login']);
  });

  it('opens on its button, moving focus in; Escape closes it and gives focus back', async () => {
    session.user = aUser();
    const { container } = await renderApp('/');
    expect(toggle(container).getAttribute('aria-expanded')).toBe('false');
    expect(toggle(container).getAttribute('aria-controls')).toBe(panel(container).id);
    expect(panel(container).hidden).toBe(true);

    await click(toggle(container));
    expect(toggle(container).getAttribute('aria-expanded')).toBe('true');
    expect(panel(container).hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('ask');

    await press('Escape');
    expect(panel(container).hidden).toBe(true);
    expect(document.activeElement).toBe(toggle(container));
  });

  it('closes on a press outside it and when a link in it is followed', async () => {
    session.user = aUser();
    const { container, router } = await renderApp('/');
    await click(toggle(container));
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(panel(container).hidden).toBe(true);

    await click(toggle(container));
    const account = Array.from(panel(container).querySelectorAll('a')).find(
      (a) => a.textContent === 'my account',
    );
    await click(account);
    expect(router.state.location.pathname).toBe('/my-account');
    expect(panel(container).hidden).toBe(true);
  });
});
