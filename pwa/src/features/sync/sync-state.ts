// What the header shows about sync, in every tab: the leader tab's engine status (passed to the others
// over a BroadcastChannel) and counts each tab reads from its own live queries.
import { proxy } from 'valtio';
import type { UploadProgress } from '../../data/photo-upload.ts';
import type { EngineStatus, SyncPhase } from '../../data/sync-engine.ts';

export interface SyncState {
  /** A user's database is open on this device. */
  active: boolean;
  online: boolean;
  phase: SyncPhase;
  error: string | null;
  upload: UploadProgress | null;
  retryAt: number | null;
  /** Local writes not acknowledged by the server yet. */
  pending: number;
  /** Conflicts the owner has not chosen a version for. */
  conflicts: number;
  rejections: number;
  /** Writes sent again after the server was restored from a backup, until dismissed (server-restored.ts). */
  sentAgain: number;
}

export const syncState = proxy<SyncState>({
  active: false,
  online: true,
  phase: 'idle',
  error: null,
  upload: null,
  retryAt: null,
  pending: 0,
  conflicts: 0,
  rejections: 0,
  sentAgain: 0,
});

export function applyEngineStatus(
  status: Pick<EngineStatus, 'phase' | 'error' | 'upload' | 'retryAt'>,
): void {
  syncState.phase = status.phase;
  syncState.error = status.error;
  syncState.upload = status.upload;
  syncState.retryAt = status.retryAt;
}

export function resetSyncState(): void {
  Object.assign(syncState, {
    active: false,
    phase: 'idle',
    error: null,
    upload: null,
    retryAt: null,
    pending: 0,
    conflicts: 0,
    rejections: 0,
    sentAgain: 0,
  } satisfies Partial<SyncState>);
}
