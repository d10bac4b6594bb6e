import { describe, expect, it } from 'vitest';
import {
  changedWhere,
  fieldName,
  itemLabel,
  valueText,
  versionText,
  whenText,
  writerText,
} from './conflict-text.ts';
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
  sentAgain: 0,
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

  it('says who wrote a version: this device, the other’s label, or another device', () => {
    const phone = { clientId: 'phone', label: 'Chrome on Android' };
    expect(writerText(phone, 'phone')).toBe('this device');
    expect(writerText(phone, 'laptop')).toBe('Chrome on Android');
    expect(writerText({ clientId: null, label: 'the website' }, 'laptop')).toBe('the website');
    expect(writerText({ clientId: null, label: 'an admin' }, null)).toBe('an admin');
    expect(writerText(null, 'laptop')).toBe('another device');
    expect(writerText(undefined, 'laptop')).toBeNull();
    expect(versionText('Oslo by tram', phone, 'phone')).toBe('“Oslo by tram” — from this device');
    expect(versionText('Oslo by ferry', phone, 'laptop')).toBe('“Oslo by ferry” — from Chrome on Android');
    expect(versionText(true, null, 'laptop')).toBe('yes — from another device');
    // A conflict from before the server kept writers reads as it always did.
    expect(versionText('Oslo', undefined, 'laptop')).toBe('“Oslo”');
  });

  it('says where a field was changed twice', () => {
    const device = (clientId: string) => ({ clientId, label: 'Firefox on Windows' });
    const web = { clientId: null, label: 'the website' };
    expect(changedWhere({})).toBe('on two devices before they synced');
    expect(changedWhere({ keptBy: device('a'), lostBy: device('b') })).toBe(
      'on two devices before they synced',
    );
    expect(changedWhere({ keptBy: device('a'), lostBy: null })).toBe('on two devices before they synced');
    expect(changedWhere({ keptBy: web, lostBy: device('b') })).toBe('in two places before they synced');
    expect(changedWhere({ keptBy: device('a'), lostBy: { clientId: null, label: 'an admin' } })).toBe(
      'in two places before they synced',
    );
    expect(changedWhere({ keptBy: device('a'), lostBy: device('a') })).toBe(
      'twice on one device before it synced',
    );
  });

  it('names the item by its text or title, or says it is gone', () => {
    expect(itemLabel('task', { taskText: 'visa' })).toBe('task “visa”');
    expect(itemLabel('draft', { blogTitle: '' })).toBe('untitled draft');
    expect(itemLabel('blog', undefined)).toBe('a deleted blog');
  });
});
