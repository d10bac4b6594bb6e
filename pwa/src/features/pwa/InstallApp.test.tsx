// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, render } from '../../test-support/render.tsx';
import { InstallApp } from './InstallApp.tsx';
import { installOffer, listenForInstallOffer } from './install-offer.ts';

afterEach(() => {
  cleanup();
  installOffer.offer = null;
});

const offer = (next: typeof installOffer.offer) =>
  act(async () => {
    installOffer.offer = next;
  });

const button = (container: HTMLElement) => container.querySelector('button');

describe('InstallApp', () => {
  it('shows nothing until the browser allows an install', async () => {
    const { container } = await render(
      <ul>
        <InstallApp />
      </ul>,
    );
    expect(container.querySelector('ul')?.children).toHaveLength(0);
    await offer('prompt');
    expect(button(container)?.textContent).toBe('install app');
    expect(button(container)?.hasAttribute('aria-expanded')).toBe(false);
    await offer(null);
    expect(button(container)).toBeNull();
  });

  it("shows iOS Safari's Add to Home Screen steps when asked, and hides them again", async () => {
    const { container } = await render(
      <ul>
        <InstallApp />
      </ul>,
    );
    await offer('ios');
    const steps = container.querySelector('ol');
    expect(button(container)?.getAttribute('aria-expanded')).toBe('false');
    expect(button(container)?.getAttribute('aria-controls')).toBe(steps?.id);
    expect(steps?.hidden).toBe(true);

    await click(button(container));
    expect(button(container)?.getAttribute('aria-expanded')).toBe('true');
    expect(steps?.hidden).toBe(false);
    expect(Array.from(steps?.children ?? [], (li) => li.textContent)).toEqual([
      "Tap Share  in Safari's toolbar.",
      'Choose “Add to Home Screen”.',
      'Tap “Add”: the app then opens from its icon, and offline too.',
    ]);
    await click(button(container));
    expect(steps?.hidden).toBe(true);
  });

  it("opens the browser's install dialog on the click", async () => {
    const prompt = vi.fn(async () => {});
    const win = Object.assign(new EventTarget(), {
      matchMedia: () => Object.assign(new EventTarget(), { matches: false }),
      navigator: { userAgent: 'Chrome' },
    });
    const stop = listenForInstallOffer(win);
    try {
      const { container } = await render(
        <ul>
          <InstallApp />
        </ul>,
      );
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      await act(async () => win.dispatchEvent(event));
      await click(button(container));
      expect(prompt).toHaveBeenCalledOnce();
      expect(button(container)).toBeNull();
    } finally {
      stop();
    }
  });
});
