// Background Sync, imported by the generated service worker (vite.config.ts, workbox.importScripts).
// When the browser decides the network is back for a registered tag, wake the app's open windows: the sync
// engine runs in the page (it holds the session and leads from one tab), so the worker only relays. A sync
// event with no window open does nothing; the outbox waits on the device until the app opens again.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'travel-blog-outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'travel-blog:background-sync' });
    }),
  );
});
