// Forgetting a user's local data (DESIGN: signing out clears it): close the open database once the sync
// engine has stopped, then delete that user's database. Only their own sign-out comes here; the databases
// of other users of this device hold their unsent work and stay until those users sign out themselves.
// The public outbox is not a user database and stays.
// The database library loads only here, after the detach: a visitor's pages never need it.
import { closeUserData, currentUserData } from './current-user-data.ts';

export async function forgetUserDatabase(userId: string): Promise<void> {
  const closing = closeUserData();
  if (typeof indexedDB === 'undefined') return;
  await closing;
  // The same user may have signed in again while this ran; their database is in use again.
  if (currentUserData()?.userId === userId) return;
  try {
    const { deleteUserDb } = await import('./db.ts');
    await deleteUserDb(userId);
  } catch (error) {
    console.error('could not delete local data of a signed-out user', error);
  }
}
