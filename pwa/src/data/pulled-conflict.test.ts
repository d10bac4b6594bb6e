import { describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import { toConflict } from './pulled-conflict.ts';

const doc = {
  _id: 'c1',
  entity: 'blog',
  docId: 'b',
  field: 'blogBody',
  kept: 'One.\nTwo!',
  lost: 'One.\nTwo?',
  at: 'now',
  resolved: false,
  rev: 2,
};
const pulled = (extra: Record<string, unknown> = {}): PulledChange => ({
  scope: 'user',
  entity: 'conflict',
  id: 'c1',
  rev: 2,
  doc: { ...doc, ...extra },
});

describe('toConflict', () => {
  it('stores an open conflict with its revision, to be closed on', () => {
    expect(toConflict(pulled(), false)).toEqual({
      _id: 'c1',
      entity: 'blog',
      docId: 'b',
      field: 'blogBody',
      kept: 'One.\nTwo!',
      lost: 'One.\nTwo?',
      at: 'now',
      rev: 2,
      closed: 0,
      resolved: 0,
    });
  });

  it('counts it decided when the server closed it, or while this device’s close is still queued', () => {
    expect(toConflict(pulled({ resolved: true }), false)).toMatchObject({ closed: 1, resolved: 1 });
    expect(toConflict(pulled(), true)).toMatchObject({ closed: 0, resolved: 1 });
  });

  it('removes a conflict sent as a tombstone (its document was deleted)', () => {
    expect(
      toConflict({ scope: 'user', entity: 'conflict', id: 'c1', rev: 3, deleted: true }, true),
    ).toBeNull();
  });

  it('keeps the colliding paragraphs of a merged text, and ignores anything else sent as them', () => {
    const hunks = [{ kept: 'Two!', lost: 'Two?' }];
    expect(toConflict(pulled({ hunks }), false)?.hunks).toEqual(hunks);
    for (const junk of [[], 'Two!', [{ kept: 'Two!' }], [null]])
      expect(toConflict(pulled({ hunks: junk }), false)).not.toHaveProperty('hunks');
  });

  it('keeps who wrote each version, unknown as null, and nothing for a conflict sent without writers', () => {
    const phone = { clientId: 'phone', label: 'Safari on iPhone' };
    expect(toConflict(pulled({ keptBy: phone, lostBy: null }), false)).toMatchObject({
      keptBy: phone,
      lostBy: null,
    });
    expect(
      toConflict(pulled({ keptBy: { clientId: null, label: 'the website' }, lostBy: 'junk' }), false),
    ).toMatchObject({ keptBy: { clientId: null, label: 'the website' }, lostBy: null });
    const old = toConflict(pulled(), false);
    expect(old && 'keptBy' in old).toBe(false);
    expect(old && 'lostBy' in old).toBe(false);
  });

  it('keeps the kind of a conflict that holds a deleted document, and no kind it does not know', () => {
    const copy = { _id: 't', taskText: 'visa for Peru', rev: 2 };
    const deleted = pulled({ kind: 'deleted', entity: 'task', docId: 't', kept: null, lost: copy });
    expect(toConflict(deleted, false)).toMatchObject({ kind: 'deleted', kept: null, lost: copy });
    expect(toConflict(pulled({ kind: 'moved' }), false)).not.toHaveProperty('kind');
  });
});
