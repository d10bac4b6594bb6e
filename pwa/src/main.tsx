// First: switches zod's eval probe off before any module parses with a schema.
import './zod-jitless.ts';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstPaintMark } from './features/layout/FirstPaintMark.tsx';
import { listenForInstallOffer } from './features/pwa/install-offer.ts';
import { startSyncWhenSignedIn } from './features/sync/start-sync-signed-in.ts';
import { afterFirstPaint, holdSyncUntilFirstPaint, holdUntilFirstPaint } from './first-paint.ts';
import { nextTask } from './next-task.ts';
import { registerServiceWorker } from './pwa/register-sw.ts';
import { createAppRouter } from './router.ts';
import { recordVisit } from './state/last-visit.ts';
import { followOtherTabs, restoreSession } from './state/session.ts';
import './styles.css';

// The start runs in steps, each its own task. In one task with the modules' evaluation it blocked the main
// thread for 40-55 ms on a fast machine (four times that on a mid-range phone), the longest task of a first
// visit. Measured in Chromium, the first paint comes no later for the split.
async function start() {
  // First: Chromium fires `beforeinstallprompt` once per page, as soon as it finds the app installable.
  listenForInstallOffer();
  await nextTask();
  recordVisit(new Date());
  // Before the router is created, so guards on the first page see the stored session (online or offline).
  restoreSession();
  followOtherTabs();
  await nextTask();
  registerServiceWorker();
  // Opens the signed-in user's database and syncs it; follows every later sign-in, expiry and sign-out.
  // Downloaded, only once the first page is painted: the download would hold that paint back. From the
  // worker's cache, the data opens at once for the screen and only the engine's start waits (first-paint.ts).
  if (navigator.serviceWorker?.controller) holdSyncUntilFirstPaint();
  else holdUntilFirstPaint();
  void afterFirstPaint().then(() => startSyncWhenSignedIn());
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // Rendered as a transition, the first page is built in slices that leave the main thread free for input.
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <FirstPaintMark />
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  // The first page is resolved (its guards run, its screen's chunk is in) before React renders it. Rendered
  // earlier, the router would finish loading in an effect and render the whole page again in one piece. A
  // load that fails renders too: the router shows its error screen.
  await router.load().then(render, render);
}
void start();
