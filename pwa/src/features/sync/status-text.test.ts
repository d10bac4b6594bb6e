import { describe, expect, it } from 'vitest';
import { fieldName, itemLabel, valueText, whenText } from './conflict-text.ts';
import { issuesLabel, summarize } from './status-text.ts';
import type { SyncState } from './sync-state.ts';

const state = (over: Partial<SyncState> = {}): SyncState => ({
  active: true,
  online: true,
  phase: 'synced',
  error: null,
  upload: null,
  retryAt: null,
  pending: 0,
  conflicts: 0,
  rejections: 0,
  ...over,
});

describe('summarize', () => {
  it('says nothing while no user data is open', () => {
    expect(summarize(state({ active: false }))).toBeNull();
  });

  it.each([
    [{}, 'Synced', 'ok', false],
    [{ phase: 'idle' as const }, 'Saved on this device', 'ok', false],
    [{ pending: 1, phase: 'idle' as const }, '1 change waiting', 'waiting', false],
    [{ online: false, pending: 3 }, 'Offline · 3 changes waiting', 'waiting', false],
    [{ phase: 'offline' as const }, 'Offline', 'waiting', false],
    [{ phase: 'syncing' as const }, 'Syncing…', 'busy', false],
    [{ phase: 'syncing' as const, upload: { sent: 50, total: 200 } }, 'Uploading photos 25%', 'busy', false],
    [
      { phase: 'error' as const, error: 'Server busy', pending: 2 },
      'Not synced: Server busy · 2 changes waiting',
      'error',
      true,
    ],
  ])('%o reads "%s"', (over, text, tone, retry) => {
    expect(summarize(state(over))).toEqual({ text, tone, retry });
  });

  it('names conflicts and refused changes for the review button', () => {
    expect(issuesLabel({ conflicts: 0, rejections: 0 })).toBeNull();
    expect(issuesLabel({ conflicts: 1, rejections: 0 })).toBe('1 conflict');
    expect(issuesLabel({ conflicts: 2, rejections: 3 })).toBe('2 conflicts, 3 refused');
  });
});

describe('conflict texts', () => {
  it('shows values the way an owner reads them', () => {
    expect(valueText(true)).toBe('yes');
    expect(valueText('')).toBe('nothing');
    expect(valueText(null)).toBe('nothing');
    expect(valueText(['a', 'b'])).toBe('2 photos');
    expect(valueText('f'.repeat(64))).toBe('a photo');
    expect(valueText('x'.repeat(100))).toBe(`“${'x'.repeat(79)}…”`);
    expect(fieldName('blogTitle')).toBe('title');
    expect(whenText('2026-11-21T10:00:00.000Z')).toMatch(/^Sat 21 Nov 2026, \d+:00:00$/);
  });

  it('names the item by its text or title, or says it is gone', () => {
    expect(itemLabel('task', { taskText: 'visa' })).toBe('task “visa”');
    expect(itemLabel('draft', { blogTitle: '' })).toBe('untitled draft');
    expect(itemLabel('blog', undefined)).toBe('a deleted blog');
  });
});
