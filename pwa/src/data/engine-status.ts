// What the sync engine tells the app about itself; the header shows it (features/sync).
import type { UploadProgress } from './photo-upload.ts';

export type SyncPhase = 'idle' | 'syncing' | 'synced' | 'offline' | 'error';

export interface EngineStatus {
  phase: SyncPhase;
  error: string | null;
  upload: UploadProgress | null;
  /** When the next automatic attempt runs (epoch ms), after a failure. */
  retryAt: number | null;
  leader: boolean;
}
