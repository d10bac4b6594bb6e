import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InstallWindow, installOffer, listenForInstallOffer, promptInstall } from './install-offer.ts';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A window whose display mode the test sets, as the browser would when the app opens from its icon. */
function fakeWindow(userAgent: string, options: { standalone?: boolean } = {}) {
  const win = new EventTarget() as InstallWindow & { display(standalone: boolean): void };
  const media = Object.assign(new EventTarget(), { matches: options.standalone ?? false });
  win.matchMedia = () => media;
  win.navigator = { userAgent, platform: 'iPhone', maxTouchPoints: 5 };
  win.display = (standalone) => {
    media.matches = standalone;
    media.dispatchEvent(new Event('change'));
  };
  return win;
}

/** A `beforeinstallprompt` as Chromium fires it, the user's answer given. */
function installPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

let stop = () => {};
afterEach(() => stop());

describe('the install offer', () => {
  it('offers nothing until the browser fires beforeinstallprompt, then keeps the event for the click', async () => {
    const win = fakeWindow(CHROME);
    stop = listenForInstallOffer(win);
    expect(installOffer.offer).toBeNull();

    const event = installPrompt();
    win.dispatchEvent(event);
    expect(installOffer.offer).toBe('prompt');
    expect(event.defaultPrevented).toBe(true);
    expect(event.prompt).not.toHaveBeenCalled();

    await promptInstall();
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(installOffer.offer).toBeNull();
  });

  it('withdraws the offer once the app is installed, or opened from its icon', () => {
    const win = fakeWindow(CHROME);
    stop = listenForInstallOffer(win);
    win.dispatchEvent(installPrompt());
    win.dispatchEvent(new Event('appinstalled'));
    expect(installOffer.offer).toBeNull();

    win.dispatchEvent(installPrompt());
    expect(installOffer.offer).toBe('prompt');
    win.display(true);
    expect(installOffer.offer).toBeNull();
  });

  it('offers nothing in the installed app, even when the browser fires the event', () => {
    const win = fakeWindow(CHROME, { standalone: true });
    stop = listenForInstallOffer(win);
    win.dispatchEvent(installPrompt());
    expect(installOffer.offer).toBeNull();
  });

  it('offers iOS Safari the Add to Home Screen steps, but not once it runs from the home screen', () => {
    stop = listenForInstallOffer(fakeWindow(IOS_SAFARI));
    expect(installOffer.offer).toBe('ios');
    stop();

    const fromIcon = fakeWindow(IOS_SAFARI);
    fromIcon.navigator.standalone = true;
    stop = listenForInstallOffer(fromIcon);
    expect(installOffer.offer).toBeNull();
  });
});
