// The signed-in user's local data for the running app: their database and the repositories screens write
// through. Opened when someone signs in, detached at once (synchronously) when the session ends, so a
// new sign-in never reaches the database being closed and deleted.

import { blogRepository } from './blog-repository.ts';
import { type IndexedDbDeps, openUserDb, type UserDb } from './db.ts';
import { draftRepository } from './draft-repository.ts';
import type { Resize } from './photos.ts';
import type { RepositoryOptions } from './repository-base.ts';
import { taskRepository } from './task-repository.ts';

export interface UserData {
  userId: string;
  db: UserDb;
  tasks: ReturnType<typeof taskRepository>;
  drafts: ReturnType<typeof draftRepository>;
  blogs: ReturnType<typeof blogRepository>;
}

export interface UserDataOptions extends RepositoryOptions {
  idb?: IndexedDbDeps;
  resize?: Resize;
}

export function createUserData(userId: string, options: UserDataOptions = {}): UserData {
  const db = openUserDb(userId, options.idb);
  return {
    userId,
    db,
    tasks: taskRepository(db, options),
    drafts: draftRepository(db, options),
    blogs: blogRepository(db, options),
  };
}

let current: UserData | null = null;
const listeners = new Set<() => void>();
const closingHooks = new Set<(data: UserData) => Promise<void>>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function currentUserData(): UserData | null {
  return current;
}

/** For useSyncExternalStore: called whenever another user's data (or none) becomes current. */
export function subscribeUserData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Makes `userId`'s data current (the same user again keeps the open database). */
export function openUserData(userId: string, options: RepositoryOptions = {}): UserData {
  if (current?.userId === userId) return current;
  void closeUserData();
  current = createUserData(userId, options);
  notify();
  return current;
}

/** Runs before a user's database closes (the sync engine stops there); answers the unregister. */
export function onUserDataClosing(hook: (data: UserData) => Promise<void>): () => void {
  closingHooks.add(hook);
  return () => closingHooks.delete(hook);
}

/** Detaches the current data now; resolves once its hooks ran and its database is closed. */
export async function closeUserData(): Promise<void> {
  const data = current;
  if (!data) return;
  current = null;
  notify();
  for (const hook of closingHooks) await hook(data).catch((error) => console.error(error));
  data.db.close();
}
