import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isMediaRequest, ownPhotosPlugin } from './pwa/src/pwa/media-cache-plugin.ts';
import { inlineCss } from './scripts/vite-inline-css.ts';
import { precompress } from './scripts/vite-precompress.ts';

// The sync server (sync-server/). API_ORIGIN lets a second checkout point at a server on another port.
const api = process.env.API_ORIGIN ?? 'http://localhost:8787';

const proxy: Record<string, ProxyOptions> = {
  // No timeout: /api/sync/events is a long-lived SSE stream that the proxy must pass through unbuffered.
  '/api': { target: api, timeout: 0, proxyTimeout: 0 },
  '/media': { target: api },
};

const DAY = 24 * 60 * 60;

export default defineConfig({
  root: 'pwa',
  build: {
    outDir: '../dist/pwa',
    emptyOutDir: true,
    // One stylesheet for the whole app (about 7 kB gzipped), inlined into index.html (scripts/vite-inline-css.ts).
    // Screens load lazily, but their styles must not: rules one feature's file holds are used by others (the
    // blog edit dialog's by the admin list), and split per chunk they would apply only after that chunk loaded.
    cssCodeSplit: false,
    // Raised for one chunk: photo-country (about 690 kB, 255 kB gzipped) is the world's country borders,
    // data rather than code, loaded only once a photo is picked (data/photo-country.ts) and never on a
    // first visit; splitting data does not make it smaller. What a first visit downloads has its own,
    // far tighter budget (scripts/check-bundle.mjs), so every other chunk stays well under this.
    chunkSizeWarningLimit: 720,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change far less often than the app, so a release makes
        // installed devices download only the app's chunk again into the service worker's precache.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The list windowing of signed-in screens (/tasks, /user-blogs): lazy, not in the router's chunk that
            // every first visit loads. After react, or it would pull React's code in with it.
            { name: 'virtual', test: /node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Imported lazily (features/blogs/placeholder-url.ts): kept out of vendor, which every page loads.
            { name: 'thumbhash', test: /node_modules[\\/]thumbhash[\\/]/ },
            // Loaded on the first search of /user-blogs (data/blog-search-index.ts): kept out of vendor too.
            { name: 'minisearch', test: /node_modules[\\/]minisearch[\\/]/ },
            // Loaded when a photo is picked (data/photo-country.ts): the EXIF reader and the country borders.
            {
              name: 'photo-country',
              test: /node_modules[\\/](exifr|@rapideditor|which-polygon|rbush|quickselect|lineclip)[\\/]/,
            },
            // Loaded when "Download my blogs" is pressed (features/export/export-zip.ts): kept out of vendor.
            { name: 'client-zip', test: /node_modules[\\/]client-zip[\\/]/ },
            // The database and the validator serve signed-in screens and forms: chunks of their own, so the
            // first visit of a visitor (pwa/src/routes: lazy screens) downloads neither.
            { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
            // The session, which user's data is open and the shared messages: small modules the entry and
            // many screens import. One file rather than three, so a first visit opens fewer connections.
            {
              name: 'app-core',
              test: /(pwa[\\/]src[\\/](state[\\/](session|local-data|legacy-keys)|data[\\/](current-user-data|user-databases))|shared[\\/]messages)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  // `vite preview` serves the production build (with its service worker) against the same server.
  preview: { proxy },
  plugins: [
    react(),
    // The shell's stylesheet inside index.html: nothing blocks the first paint (scripts/vite-inline-css.ts).
    inlineCss(),
    VitePWA({
      strategies: 'generateSW',
      // pwa/src/pwa/register-sw.ts registers with workbox-window and owns the update prompt.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Travel Blog',
        short_name: 'TravelBlog',
        description: 'Read and write travel blogs with photos, online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0e6e73',
        background_color: '#fbf8f3',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Installed on Android (Chromium-based browsers), the app is offered in the system's share sheet:
        // photos, text or a link shared to it are posted here, kept on the device by the service worker
        // (pwa/public/share-target.js) and opened as a new draft. Elsewhere the member is ignored.
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: 'title',
            text: 'text',
            url: 'url',
            files: [{ name: 'photos', accept: ['image/*'] }],
          },
        },
      },
      workbox: {
        // The app shell: everything the build emits, so every screen opens offline.
        globPatterns: ['**/*.{js,css,html,ico,png,svg,webmanifest,woff2}'],
        // The first install takes the open page at once, so it works offline without a reload.
        clientsClaim: true,
        // An update waits for the user's "reload" (register-sw.ts posts SKIP_WAITING on the click).
        skipWaiting: false,
        // Precaches of older builds are dropped once the new worker activates.
        cleanupOutdatedCaches: true,
        // Background Sync relays to the open app (the engine lives in the page, with the session); the share
        // target keeps what another app shares before any page opens; the static routes have the browser read
        // the hashed files from the precache without running the worker (a new tab's start, 100 ms sooner).
        importScripts: ['/background-sync.js', '/share-target.js', '/static-routes.js'],
        // Deep links (/tasks, /user-blog/…) open offline: the router inside index.html resolves them.
        navigateFallback: '/index.html',
        // The API and images are real server resources; never answer them with the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        // No rule for /api/: the Dexie data layer owns offline data, and a cached API answer would go stale.
        runtimeCaching: [
          {
            // Uploaded images never change under a key, so a cached copy is always right and saves data.
            // The page's own prefetches (header-marked) pass by: they go to the user's own-photos cache.
            urlPattern: isMediaRequest,
            handler: 'CacheFirst',
            options: {
              cacheName: 'media',
              // Bounded so a long reading session cannot fill the device; LRU entries go first. The user's
              // own photos are in a cache of their own, which reading other people's blogs never evicts.
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              // 0 admits opaque answers from a cross-origin image host; errors are never cached.
              cacheableResponse: { statuses: [0, 200] },
              // After the two above: a miss in `media` is looked up in the own-photos caches, and offline
              // another kept width of the same photo answers (pwa/src/pwa/media-cache-plugin.ts).
              plugins: [ownPhotosPlugin],
            },
          },
        ],
      },
    }),
    // Last: .br and .gz copies of every text file the build (service worker included) wrote.
    precompress(),
  ],
});
