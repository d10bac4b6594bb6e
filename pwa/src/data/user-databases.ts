// Forgetting a user's local data (DESIGN: signing out clears it): close the open database once the sync
// engine has stopped, then delete it, and any other user database left on this device (a session that
// expired while another account signed in, a tab closed mid-deletion). The public outbox is not a user
// database and stays.
import { deleteUserDb, USER_DB_PREFIX } from './db.ts';
import { closeUserData, currentUserData } from './user-data.ts';

async function leftoverUserIds(): Promise<string[]> {
  try {
    const all = await indexedDB.databases();
    return all.flatMap((db) =>
      db.name?.startsWith(USER_DB_PREFIX) ? [db.name.slice(USER_DB_PREFIX.length)] : [],
    );
  } catch {
    // indexedDB.databases() is missing in older browsers: the named user's database is deleted below.
    return [];
  }
}

export async function forgetUserDatabases(userId: string | null): Promise<void> {
  const closing = closeUserData();
  if (typeof indexedDB === 'undefined') return;
  await closing;
  const ids = new Set(await leftoverUserIds());
  if (userId) ids.add(userId);
  // Someone may have signed in while this ran; their fresh database is not a leftover.
  const inUse = currentUserData()?.userId;
  for (const id of ids) {
    if (id === inUse) continue;
    try {
      await deleteUserDb(id);
    } catch (error) {
      console.error('could not delete local data of a signed-out user', error);
    }
  }
}
