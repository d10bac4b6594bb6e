// GET /api/tasks/ as kept bytes (view-cache.ts): a user's tasks change only through writes logged in the
// user's scope of the change log, so the scope's seq names the list. The version is read first and the
// tasks after, so the kept answer is never older than the version that names it. The user's id is in the
// version, so one user's tag never matches another's answer (two accounts on one device).
import type { Deps } from '../../deps';
import { loopTurn } from '../loop-turn';
import { scopeState, userScope } from '../sync/change-log';
import { syncedView } from '../sync/synced-docs';
import { type CachedView, cachePerStore } from '../view-cache';
import { tasks } from './tasks';

// Bounded whatever the users keep: a list of the most tasks one may have (5,000) is about 1 MB of JSON.
const taskLists = cachePerStore('t1', { entries: 1000, bytes: 64 * 1024 * 1024 });

export async function taskListView(deps: Pick<Deps, 'store'>, userId: string): Promise<CachedView> {
  const { seq, born = '' } = await scopeState(deps, userScope(userId));
  return taskLists(deps.store).view(`${userId}.${born}.${seq}`, userId, async () => {
    const list = await tasks.list(deps, userId);
    // A turn of the event loop between reading the list and shaping it: for the most tasks one may keep,
    // each step holds the loop some 25 ms, together too long for every other request to wait.
    await loopTurn();
    return list.map(syncedView);
  });
}
