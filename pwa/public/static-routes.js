// Static routes, imported by the generated service worker (vite.config.ts, workbox.importScripts): the
// build's hashed files (/assets/…) never change under a name, so the browser reads them from the precache
// itself, without starting or waiting for this worker's fetch handler (the Service Worker static routing
// API). A file not in the cache goes to the network, as the fetch handler would send it.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' })
      .catch(() => undefined),
  );
});
