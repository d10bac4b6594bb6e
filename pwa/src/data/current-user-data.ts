// Which user's local data is current, apart from the data itself (user-data.ts): the layout, the header
// and sign-out only need to know whether there is one, and must not download the database library for a
// visitor to learn that there is not.
import type { UserData } from './user-data.ts';

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

/** Makes `data` current; the caller closed the previous data first (user-data.ts openUserData). */
export function makeCurrent(data: UserData): UserData {
  current = data;
  notify();
  return data;
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
