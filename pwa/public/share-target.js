// Web Share Target, imported by the generated service worker (vite.config.ts, workbox.importScripts; the
// manifest's `share_target` posts here). Sharing photos, text or a link from another app on the phone
// POSTs a multipart form to /share-target. The worker keeps the share on the device before any page opens,
// so it survives being offline and a page that never loads, then sends the browser to the new-blog screen,
// which turns it into a draft (pwa/src/features/share/). The database and its layout are shared with
// pwa/src/features/share/share-inbox.ts: change both together.
const SHARE_DB = 'travel-blog-shares';
const SHARE_STORE = 'shares';
const SHARE_ACTION = '/share-target';
const SHARE_OPENS = '/new-blog?share=new';

function openShares() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(SHARE_DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(SHARE_STORE, { keyPath: 'id', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function keepShare(form) {
  const text = (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  // Only images become photos; anything else shared alongside is left out rather than refused.
  const files = form
    .getAll('photos')
    .filter((file) => typeof file !== 'string' && file.size > 0 && file.type.startsWith('image/'))
    .map((file) => ({ name: file.name, type: file.type, blob: file }));
  const share = {
    at: new Date().toISOString(),
    title: text('title'),
    text: text('text'),
    url: text('url'),
    files,
  };
  const db = await openShares();
  try {
    await new Promise((resolve, reject) => {
      const tx = db.transaction(SHARE_STORE, 'readwrite');
      tx.objectStore(SHARE_STORE).add(share);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

async function receiveShare(request) {
  try {
    await keepShare(await request.formData());
    return Response.redirect(SHARE_OPENS, 303);
  } catch (error) {
    // A form the browser could not read or a full device: the page says so rather than a blank error.
    console.error('share not kept', error);
    return Response.redirect('/new-blog?share=failed', 303);
  }
}

// Registered before workbox's routes (importScripts comes first in the generated worker), and only for
// the share's POST: every other request goes on to workbox untouched.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST' || new URL(request.url).pathname !== SHARE_ACTION) return;
  event.respondWith(receiveShare(request));
});
