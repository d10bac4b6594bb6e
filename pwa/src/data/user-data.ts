// The signed-in user's local data for the running app: their database and the repositories screens write
// through. Opened when someone signs in, detached at once (synchronously) when the session ends, so a
// new sign-in never reaches the database being closed and deleted. Which data is current lives in
// current-user-data.ts, re-exported here.

import { blogRepository } from './blog-repository.ts';
import { closeUserData, currentUserData, makeCurrent } from './current-user-data.ts';
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

/** Makes `userId`'s data current (the same user again keeps the open database). */
export function openUserData(userId: string, options: RepositoryOptions = {}): UserData {
  const open = currentUserData();
  if (open?.userId === userId) return open;
  void closeUserData();
  return makeCurrent(createUserData(userId, options));
}

export { closeUserData, currentUserData, onUserDataClosing, subscribeUserData } from './current-user-data.ts';
