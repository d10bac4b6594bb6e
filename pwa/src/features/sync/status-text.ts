// The words of the header's sync indicator, from the sync state (pure, so every case is tested).
import type { SyncState } from './sync-state.ts';

export type Tone = 'ok' | 'busy' | 'waiting' | 'error';

export interface SyncSummary {
  text: string;
  tone: Tone;
  /** Offer "retry": a failure that no timer will retry, or the user wants it now. */
  retry: boolean;
}

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

export function summarize(state: SyncState): SyncSummary | null {
  if (!state.active) return null;
  const waiting = state.pending > 0 ? ` · ${changes(state.pending)} waiting` : '';
  if (!state.online || state.phase === 'offline')
    return { text: `Offline${waiting}`, tone: 'waiting', retry: false };
  if (state.phase === 'syncing' && state.upload && state.upload.total > 0) {
    const percent = Math.min(100, Math.round((state.upload.sent / state.upload.total) * 100));
    return { text: `Uploading photos ${percent}%`, tone: 'busy', retry: false };
  }
  if (state.phase === 'syncing') return { text: 'Syncing…', tone: 'busy', retry: false };
  if (state.phase === 'error')
    return {
      text: `Not synced: ${state.error ?? 'the server could not be reached'}${waiting}`,
      tone: 'error',
      retry: true,
    };
  if (state.pending > 0) return { text: `${changes(state.pending)} waiting`, tone: 'waiting', retry: false };
  if (state.phase === 'synced') return { text: 'Synced', tone: 'ok', retry: false };
  return { text: 'Saved on this device', tone: 'ok', retry: false };
}

/** The label of the button that opens the conflicts and refused changes, or null when there are none. */
export function issuesLabel(state: Pick<SyncState, 'conflicts' | 'rejections'>): string | null {
  const parts: string[] = [];
  if (state.conflicts > 0) parts.push(state.conflicts === 1 ? '1 conflict' : `${state.conflicts} conflicts`);
  if (state.rejections > 0) parts.push(`${state.rejections} refused`);
  return parts.length ? parts.join(', ') : null;
}
