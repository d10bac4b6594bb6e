// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastVisit } from '../../state/last-visit.ts';
import { session } from '../../state/session.ts';
import { cleanup, click, eventually, renderApp, textsOf } from '../../test-support/render.tsx';
import { aUser } from '../../test-support/users.ts';

afterEach(() => {
  cleanup();
  session.user = null;
  lastVisit.previous = null;
});

const linkNamed = (container: HTMLElement, scope: string, text: string) =>
  Array.from(container.querySelectorAll<HTMLAnchorElement>(`${scope} a`)).find((a) => a.textContent === text);

describe('RootLayout', () => {
  it('greets a visitor on the home page', async () => {
    const { container } = await renderApp('/');
    expect(container.querySelector('main h1')?.textContent).toBe('login or register to get started');
  });

  it('greets a returning user by first name', async () => {
    session.user = aUser({ name: 'Ada Lovelace', logins: 4 });
    const { container } = await renderApp('/');
    expect(container.querySelector('main h1')?.textContent).toBe('welcome back Ada');
  });

  it('greets a user who has not logged in before without "back"', async () => {
    session.user = aUser({ name: 'Grace Hopper', logins: 0 });
    const { container } = await renderApp('/');
    expect(container.querySelector('main h1')?.textContent).toBe('welcome Grace');
  });

  it("moves focus to the new page's heading after a navigation", async () => {
    const { container, router } = await renderApp('/');
    await click(linkNamed(container, 'footer', 'faqs'));
    expect(router.state.location.pathname).toBe('/faqs');
    // The screen's code loads on the way (lazy routes); focus moves once it has rendered.
    await eventually(() => expect(document.activeElement?.textContent).toBe('frequently asked questions'));
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('has a skip link, first in tab order, that focuses the main region', async () => {
    const { container } = await renderApp('/');
    const skip = container.querySelector('.app > *:first-child');
    expect(skip?.textContent).toBe('skip to content');
    await click(skip);
    expect(document.activeElement?.id).toBe('main');
  });

  it('renders the terms in eight numbered sections with placeholders', async () => {
    const { container } = await renderApp('/terms');
    expect(textsOf(container.querySelectorAll('main ol > li > h2'))).toEqual([
      'introduction and acceptance',
      'user accounts',
      'acceptable use',
      'intellectual property',
      'disclaimers',
      'termination',
      'governing law',
      'changes',
    ]);
    const text = container.querySelector('main')?.textContent ?? '';
    for (const placeholder of ['[Company Name]', '[Jurisdiction]', '[Contact Email]']) {
      expect(text).toContain(placeholder);
    }
  });
});

describe('Footer', () => {
  it('has the three link columns, account links and named social links', async () => {
    const { container } = await renderApp('/');
    expect(textsOf(container.querySelectorAll('footer nav h2'))).toEqual([
      'info',
      'getting started',
      'resources',
    ]);
    expect(linkNamed(container, 'footer', 'my account')?.getAttribute('href')).toBe('/my-account');
    expect(linkNamed(container, 'footer', 'terms and conditions')?.getAttribute('href')).toBe('/terms');
    const social = Array.from(container.querySelectorAll('footer .social a'), (a) => a.textContent);
    expect(social).toEqual([
      'Travel Blog on Instagram',
      'Travel Blog on Facebook',
      'Travel Blog on YouTube',
      'Travel Blog on X',
    ]);
  });

  it('offers register and login to visitors only', async () => {
    const { container } = await renderApp('/');
    const gettingStarted = () =>
      textsOf(container.querySelectorAll('footer [aria-label="getting started"] a'));
    expect(gettingStarted()).toEqual(['register', 'login', 'write a blog']);
    await act(async () => {
      session.user = aUser();
    });
    expect(gettingStarted()).toEqual(['write a blog']);
  });

  it('shows when the previous visit was', async () => {
    const { container } = await renderApp('/');
    expect(container.querySelector('.last-visited')?.textContent).toBe(
      'last visited at: this is your first visit',
    );
    await act(async () => {
      lastVisit.previous = new Date(2026, 10, 21, 9, 5, 3);
    });
    expect(container.querySelector('.last-visited')?.textContent).toBe(
      'last visited at Sat 21 Nov 2026 9:05:03',
    );
    expect(container.querySelector('.last-visited time')?.getAttribute('dateTime')).toBe(
      new Date(2026, 10, 21, 9, 5, 3).toISOString(),
    );
  });
});
