// Connects the session to the data layer: signing in opens the user's database and starts the sync engine
// (which leads in one tab at a time), an ended session stops the engine but keeps the data open for the
// screens, writes queueing in its outbox, until the same user signs in again (kept-data.ts); another
// account signing in closes it untouched, and only the user's own sign-out deletes it (state/local-data.ts).
// An engine is bound to its user: its requests carry that user's token only while the session is theirs
// (another account signing in mid-cycle makes them fail, never go out as the other user), and stopping it
// aborts them. Closing a user's data stops that user's engine only.
// An attempt that fails offline also registers Background Sync, whose event the worker relays back here.
import { subscribe } from 'valtio';
import { DEMO_NOTICE } from '../../../../shared/messages.ts';
import { ApiError } from '../../api/client.ts';
import { dismissRestoredNotice } from '../../data/server-restored.ts';
import { userSyncApi } from '../../data/sync-api.ts';
import { watchCounts } from '../../data/sync-counts.ts';
import { createSyncEngine, type EngineStatus, type SyncEngine } from '../../data/sync-engine.ts';
import { closeUserData, onUserDataClosing, openUserData, type UserData } from '../../data/user-data.ts';
import { afterFirstPaintForSync } from '../../first-paint.ts';
import { onBackgroundSync, requestBackgroundSync } from '../../pwa/background-sync.ts';
import { askForPersistenceWhenLikely } from '../../pwa/persistence-moments.ts';
import { demoWriteBlocked } from '../../state/demo-notice.ts';
import { expireSession, isSessionUser, session, updateSessionUser } from '../../state/session.ts';
import { followProfile } from './follow-profile.ts';
import { keepUserData, stopKeeping } from './kept-data.ts';
import { openStatusChannel, type StatusChannel } from './status-channel.ts';
import { applyEngineStatus, resetSyncState, syncState } from './sync-state.ts';

interface Running {
  data: UserData;
  engine: SyncEngine;
  channel: StatusChannel;
  stopCounts: () => void;
  stopProfile: () => void;
  stopBackgroundSync: () => void;
}

let running: Running | null = null;

function blockDemoWrites(): void {
  if (demoWriteBlocked()) throw new ApiError(DEMO_NOTICE, 403, true);
}

function begin(userId: string): void {
  const data = openUserData(userId, { beforeWrite: blockDemoWrites });
  const signedIn = () => ({ userId: session.user?._id ?? null, token: session.token });
  const api = (signal: AbortSignal) =>
    userSyncApi(userId, signedIn, {
      signal,
      onUnauthorized: (token) => {
        if (session.token === token) expireSession();
      },
    });
  const onStatus = (status: EngineStatus) => {
    if (!status.leader) return;
    // Only while offline: the browser fires a tag at once when it believes it is online, so registering
    // after a server error would retry in a tight loop around the engine's backoff.
    if (status.phase === 'offline') void requestBackgroundSync();
    applyEngineStatus(status);
    running?.channel.post({ type: 'status', status });
  };
  const engine = createSyncEngine({ db: data.db, api, onStatus });
  const channel = openStatusChannel(userId, (message) => {
    const leading = engine.status().leader;
    if (message.type === 'status') applyEngineStatus(message.status);
    else if (leading && message.type === 'sync') void engine.sync();
    else if (leading && message.type === 'ask') channel.post({ type: 'status', status: engine.status() });
  });
  const stopCounts = watchCounts(data.db, (counts) => Object.assign(syncState, counts));
  const stopProfile = followProfile(data.db, (user) => {
    if (user._id === userId && session.user?._id === userId && isSessionUser(user)) updateSessionUser(user);
  });
  running = {
    data,
    engine,
    channel,
    stopCounts,
    stopProfile,
    // A request like any trigger's: it waits for the engine's backoff (the retry button is syncNow).
    stopBackgroundSync: onBackgroundSync(engine.request),
  };
  syncState.active = true;
  channel.post({ type: 'ask' });
  // At once, unless the page's first paint holds the engine (first-paint.ts); by then the session may
  // have ended or moved to another account, whose own engine starts instead.
  void afterFirstPaintForSync().then(() => {
    if (running?.engine !== engine) return;
    engine.start();
    askForPersistenceWhenLikely(data.db);
  });
}

let ending: Promise<void> = Promise.resolve();

/** Stops the engine; a second call (sign-out right after an expiry) waits for the same stop. */
function end(): Promise<void> {
  const current = running;
  if (!current) return ending;
  running = null;
  current.stopCounts();
  current.stopProfile();
  current.stopBackgroundSync();
  current.channel.close();
  ending = current.engine.stop().then(resetSyncState);
  return ending;
}

function follow(): void {
  const { user, token } = session;
  if (user && token) {
    if (running?.data.userId === user._id) return;
    stopKeeping();
    void end().then(() => {
      if (session.user?._id === user._id && session.token && !running) begin(user._id);
    });
  } else if (user) {
    void end().then(() => {
      if (session.user?._id === user._id && !session.token)
        keepUserData(user._id, { beforeWrite: blockDemoWrites });
    });
  } else {
    // Signed out, here or in another tab (state/session.ts followOtherTabs): nobody's data stays open, so
    // no write of this tab can re-create the database the sign-out deletes.
    stopKeeping();
    void end().then(() => {
      if (!session.user) return closeUserData();
    });
  }
}

/** Starts following the session; answers the function that stops. */
export function startSyncRuntime(): () => void {
  const onNetwork = () => {
    syncState.online = navigator.onLine;
  };
  onNetwork();
  window.addEventListener('online', onNetwork);
  window.addEventListener('offline', onNetwork);
  // Only the closing data's own engine stops: opening another user's data closes this one after the new
  // engine may have started.
  const unregister = onUserDataClosing((data) => {
    stopKeeping(data);
    return running?.data === data ? end() : ending;
  });
  const unsubscribe = subscribe(session, follow);
  follow();
  return () => {
    unsubscribe();
    unregister();
    window.removeEventListener('online', onNetwork);
    window.removeEventListener('offline', onNetwork);
    stopKeeping();
    void end();
  };
}

/** The retry button: the leader tab syncs now, wherever the button was pressed. */
/** Closes the notice of writes sent again after the server was restored from a backup. */
export function dismissRestored(): void {
  if (running) void dismissRestoredNotice(running.data.db);
}

export function syncNow(): void {
  if (!running) return;
  if (running.engine.status().leader) void running.engine.sync();
  else running.channel.post({ type: 'sync' });
}
