// What the share tests need: a share kept on the device as the service worker keeps it (the worker
// itself does not run in tests), in the layout pwa/public/share-target.js writes.
import { Blob as NodeBlob } from 'node:buffer';
import type { StoredShare } from './share-inbox.ts';

export function keepShare(factory: IDBFactory, share: Partial<Omit<StoredShare, 'id'>>): Promise<void> {
  const row = { at: '2026-11-23T06:40:00.000Z', title: '', text: '', url: '', files: [], ...share };
  return new Promise((resolve, reject) => {
    const request = factory.open('travel-blog-shares', 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore('shares', { keyPath: 'id', autoIncrement: true });
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction('shares', 'readwrite');
      tx.objectStore('shares').add(row);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

/**
 * A shared file as the worker keeps it. Node's Blob, as a browser's own would be: fake-indexeddb clones
 * with Node's structuredClone, which keeps no jsdom Blob.
 */
export const sharedFile = (name: string, type = 'image/jpeg') => ({
  name,
  type,
  blob: new NodeBlob([`bytes of ${name}`], { type }) as Blob,
});
