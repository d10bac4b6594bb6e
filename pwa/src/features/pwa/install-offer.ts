// Issue 32: installing from inside the app. Chromium-based browsers fire `beforeinstallprompt` when the
// app may be installed; the event is kept, so the app's own "install app" entry (InstallApp.tsx) can show
// the browser's dialog when the user asks, and the browser's own unasked banner stays away. iOS Safari
// has no such event: there the entry shows the steps of "Add to Home Screen". Once the app is installed,
// or opened from its icon (display-mode: standalone), there is nothing to offer.
import { proxy } from 'valtio';
import { isIosSafari, type PlatformHints } from './ios-safari.ts';

/** What the browser hands over in `beforeinstallprompt` (not yet in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** 'prompt': the browser's install dialog can be shown; 'ios': the Add to Home Screen steps; null: none. */
export type InstallOffer = 'prompt' | 'ios' | null;

export const installOffer = proxy<{ offer: InstallOffer }>({ offer: null });

let deferred: InstallPromptEvent | null = null;

/** The window as far as the offer needs it, so tests can hand in their own. */
export interface InstallWindow extends EventTarget {
  matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  navigator: PlatformHints & { standalone?: boolean };
}

const STANDALONE = '(display-mode: standalone)';

/** Starts listening (once, at start-up, before the browser can fire the event); answers a stop function. */
export function listenForInstallOffer(win: InstallWindow = window as unknown as InstallWindow): () => void {
  const standalone = win.matchMedia(STANDALONE);
  const installed = () => standalone.matches || win.navigator.standalone === true;
  const withdraw = () => {
    deferred = null;
    installOffer.offer = null;
  };
  const onPrompt = (event: Event) => {
    // Kept for the user's click; without this Chromium on a phone may show its own install banner.
    event.preventDefault();
    if (installed()) return;
    deferred = event as InstallPromptEvent;
    installOffer.offer = 'prompt';
  };
  const onDisplayChange = () => {
    if (installed()) withdraw();
  };

  installOffer.offer = !installed() && isIosSafari(win.navigator) ? 'ios' : null;
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', withdraw);
  standalone.addEventListener('change', onDisplayChange);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', withdraw);
    standalone.removeEventListener('change', onDisplayChange);
    withdraw();
  };
}

/**
 * Shows the browser's install dialog. A kept event opens it once only, so the entry goes either way;
 * after a "not now" the browser fires the event again on a later visit, and the entry comes back.
 */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  installOffer.offer = null;
  if (!event) return;
  await event.prompt();
  await event.userChoice;
}
