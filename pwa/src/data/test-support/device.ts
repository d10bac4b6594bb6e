// A device for sync tests: its own database, repositories, and an API whose fetch goes where the test
// says (a fake server, or the real app in-process).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { IndexedDbDeps } from '../db.ts';
import { createSyncApi } from '../sync-api.ts';
import { createUserData, type UserData } from '../user-data.ts';

export interface TestDevice extends UserData {
  api: ReturnType<typeof createSyncApi>;
  unauthorized: string[];
  /** The device's IndexedDB: another tab, or another user of the same browser, opens its databases here. */
  idb: IndexedDbDeps;
}

export function testDevice(
  userId: string,
  fetch: typeof globalThis.fetch,
  token = 'token-1',
  resize?: (file: Blob) => Promise<{ blob: Blob; width: number; height: number }>,
): TestDevice {
  const idb = { indexedDB: new IDBFactory(), IDBKeyRange };
  const data = createUserData(userId, { idb, ...(resize && { resize }) });
  const unauthorized: string[] = [];
  const api = createSyncApi({
    token: () => token,
    userId,
    fetch,
    xhr: false,
    onUnauthorized: (t) => unauthorized.push(t),
  });
  return { ...data, api, unauthorized, idb };
}
