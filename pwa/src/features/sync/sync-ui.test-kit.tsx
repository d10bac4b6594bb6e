/// <reference lib="dom" />
// What the sync UI tests share: the app's sync runtime against a fake sync server (fetch stubbed), a
// signed-in user whose database it opens, and ways to find buttons and conflicts the server holds.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { FieldConflict } from '../../../../shared/sync/merge.ts';
import { FakeSyncServer } from '../../data/test-support/fake-sync-server.ts';
import { currentUserData, type UserData } from '../../data/user-data.ts';
import { signIn, signOut } from '../../state/session.ts';
import { cleanup, eventually } from '../../test-support/render.tsx';
import { aSession } from '../../test-support/users.ts';
import { startSyncRuntime } from './sync-runtime.ts';

export let server: FakeSyncServer;

export const databases = async () =>
  (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('travel-blog-user-'));

/** Registers the hooks every sync UI test needs; call once at the top of a test file. */
export function setUpSyncUi(): void {
  let stopRuntime: () => void;
  beforeEach(() => {
    server = new FakeSyncServer();
    vi.stubGlobal('fetch', server.fetch);
    stopRuntime = startSyncRuntime();
  });

  afterEach(async () => {
    cleanup();
    stopRuntime();
    signOut();
    await eventually(async () => expect(await databases()).toEqual([]));
    vi.unstubAllGlobals();
  });
}

/** Signs in and waits until that user's database is the open one (a previous user's closes first). */
export async function signedIn(overrides = {}): Promise<UserData> {
  const answer = aSession(overrides);
  signIn(answer);
  let data: UserData | null = null;
  await eventually(() => {
    data = currentUserData();
    expect(data?.userId).toBe(answer._id);
  });
  return data as unknown as UserData;
}

export const button = (container: ParentNode, name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name);

/** A conflict the server stores (as if another device's edit collided) and pokes the devices about. */
export function serverConflict(entity: 'task' | 'blog', docId: string, conflict: FieldConflict): void {
  server.conflicts.add(entity, docId, conflict, Date.parse('2026-11-21T10:00:00.000Z'));
  server.events.poke();
}
