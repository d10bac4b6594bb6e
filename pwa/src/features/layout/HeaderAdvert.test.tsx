// @vitest-environment jsdom
/// <reference lib="dom" />
/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '../../state/session.ts';
import { cleanup, renderApp } from '../../test-support/render.tsx';
import { aUser } from '../../test-support/users.ts';
import { advertFor } from './adverts.ts';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('advertFor', () => {
  it.each(['/', '/sign-in', '/register'])('has an advert for visitors on %s', (path) => {
    expect(advertFor(path, false)).not.toBeNull();
    expect(advertFor(path, true)).toBeNull();
  });

  it.each(['/faqs', '/ask', '/terms', '/my-account', '/nowhere'])('has none on %s', (path) => {
    expect(advertFor(path, false)).toBeNull();
  });
});

describe('HeaderAdvert', () => {
  const advertIn = (container: HTMLElement) => container.querySelector('header .header-advert');

  it('shows a labelled advert with a link inside the header on the home page', async () => {
    const { container } = await renderApp('/');
    const advert = advertIn(container);
    expect(advert?.textContent).toBe('advertWrite your travel stories and share your photos.register free');
    expect(advert?.querySelector('a')?.getAttribute('href')).toBe('/register');
  });

  it.each([
    ['/sign-in', '/ask'],
    ['/register', '/faqs'],
  ])('shows on %s, pointing to %s', async (path, target) => {
    const { container } = await renderApp(path);
    expect(advertIn(container)?.querySelector('a')?.getAttribute('href')).toBe(target);
  });

  it('is hidden on the other pages', async () => {
    const { container } = await renderApp('/faqs');
    expect(advertIn(container)).toBeNull();
  });

  it('is hidden from a signed-in user', async () => {
    session.user = aUser();
    const { container } = await renderApp('/');
    expect(advertIn(container)).toBeNull();
  });
});
