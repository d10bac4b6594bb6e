import { useSyncExternalStore } from 'react';
import { currentUserData, subscribeUserData } from '../../data/current-user-data.ts';
import type { UserData } from '../../data/user-data.ts';

/** The signed-in user's database and repositories, or null before anyone signs in on this device. */
export function useUserData(): UserData | null {
  return useSyncExternalStore(subscribeUserData, currentUserData, () => null);
}
