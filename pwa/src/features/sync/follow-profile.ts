// The profile changes elsewhere too (the user's other devices, an admin); the pull feed stores each newer
// copy in the sync meta row, and this hands it to the session, so the header, the greeting and the account
// page follow without a reload. The copy already stored when following starts is skipped: the session may
// be newer (this device's own change, answered by the server directly), and the start-up refresh of
// /api/users/me covers anything missed while the app was closed.
import { liveQuery } from 'dexie';
import type { UserDb } from '../../data/db.ts';
import type { Fields } from '../../data/records.ts';

export function followProfile(db: UserDb, apply: (user: Fields) => void): () => void {
  let seen: number | null = null;
  const subscription = liveQuery(() => db.meta.get('sync')).subscribe({
    next: (meta) => {
      const profile = meta?.profile;
      const rev = profile?.rev ?? -1;
      if (seen !== null && profile && rev > seen) apply(profile.user);
      seen = Math.max(seen ?? -1, rev);
    },
    error: (error: unknown) => console.error('sync: cannot follow the profile', error),
  });
  return () => subscription.unsubscribe();
}
