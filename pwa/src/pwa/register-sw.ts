// Registers the generated service worker (vite.config.ts: generateSW, skipWaiting false, clientsClaim true).
// A worker that replaces a running version waits for the user's click, so a tab never switches code
// under the user's feet; a page that no worker controls yet has nothing to protect and takes it at once.
import { Workbox } from 'workbox-window';
import { afterLoad } from './after-load.ts';
import { announceOfflineReady } from './offline-note.ts';
import { pwaState } from './pwa-state.ts';

const HOUR = 60 * 60 * 1000;

let workbox: Workbox | undefined;
// Set when another tab's click already activated the new worker and it claimed this page too.
let updateActive = false;

export function registerServiceWorker(): void {
  // The dev server serves no sw.js (devOptions are off), and old browsers have no service workers.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Installing the worker downloads every screen for offline use: not while the first page loads.
  afterLoad(register);
}

function register(): void {
  const wb = new Workbox('/sw.js');
  workbox = wb;

  wb.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller) pwaState.needRefresh = true;
    else wb.messageSkipWaiting();
  });
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) updateActive = true;
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) announceOfflineReady();
  });

  void wb.register().then((registration) => {
    // A tab left open for days still learns about new releases.
    if (registration) setInterval(() => void registration.update(), HOUR);
  });
}

/** The banner's reload button: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb || updateActive) {
    window.location.reload();
    return;
  }
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
