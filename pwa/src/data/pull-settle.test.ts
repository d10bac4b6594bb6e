import { describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import { fieldsOfDoc } from './entities.ts';
import { settlePulled, toConflict } from './pull-settle.ts';
import type { OutboxEntry } from './records.ts';

const now = new Date('2026-11-21T10:00:00.000Z');
const queued = (fields: Record<string, unknown>, kind: OutboxEntry['kind'] = 'update'): OutboxEntry => ({
  localId: 1,
  seq: 1,
  opId: 'op',
  entity: 'task',
  id: 't',
  kind,
  baseRev: 1,
  fields,
  createdAt: '',
  attempts: 0,
});
const pulled = (doc?: Record<string, unknown>, rev = 2): PulledChange =>
  doc
    ? { scope: 'user', entity: 'task', id: 't', rev, doc }
    : { scope: 'user', entity: 'task', id: 't', rev, deleted: true };

const serverTask = {
  _id: 't',
  taskText: 'visa',
  important: false,
  completed: false,
  date: 'd',
  time: 't',
  rev: 2,
  userID: 'u',
  createdAt: 'c',
};

describe('settlePulled', () => {
  it('stores the server document as the base and shows unsent edits over it', () => {
    const record = settlePulled('task', pulled(serverTask), undefined, [queued({ completed: true })], now);
    expect(record).toMatchObject({
      _id: 't',
      rev: 2,
      pending: 1,
      completed: true,
      taskText: 'visa',
      userID: 'u',
      createdAt: 'c',
    });
    expect(record?.base).toEqual({
      taskText: 'visa',
      important: false,
      completed: false,
      date: 'd',
      time: 't',
    });
  });

  it('removes the record on a tombstone, and keeps it deleted while a delete is queued', () => {
    expect(settlePulled('task', pulled(), undefined, [], now)).toBeNull();
    expect(settlePulled('task', pulled(serverTask), undefined, [queued({}, 'delete')], now)).toBeNull();
  });

  it('maps a blog’s image references to the hashes mutations use', () => {
    const ref = (id: string) => ({ id, url: `/media/${id}`, width: 1, height: 1, variants: [] });
    const fields = fieldsOfDoc('blog', {
      blogTitle: 'Lima',
      imageData: { heroImage: ref('h'), imageUrls: [ref('a'), ref('b')] },
      views: 3,
    });
    expect(fields).toEqual({ blogTitle: 'Lima', heroImage: 'h', imageUrls: ['a', 'b'] });
  });
});

describe('toConflict', () => {
  it('keeps the owner’s choice when a conflict is sent again', () => {
    const change: PulledChange = {
      scope: 'user',
      entity: 'conflict',
      id: 'c1',
      rev: 1,
      doc: { _id: 'c1', entity: 'task', docId: 't', field: 'taskText', kept: 'a', lost: 'b', at: 'now' },
    };
    const first = toConflict(change, undefined);
    expect(first).toEqual({
      _id: 'c1',
      entity: 'task',
      docId: 't',
      field: 'taskText',
      kept: 'a',
      lost: 'b',
      at: 'now',
      resolved: 0,
    });
    expect(toConflict(change, { ...(first as NonNullable<typeof first>), resolved: 1 })?.resolved).toBe(1);
  });

  it('keeps who wrote each version, unknown as null, and nothing for a conflict sent without writers', () => {
    const doc = {
      _id: 'c2',
      entity: 'blog',
      docId: 'b',
      field: 'blogTitle',
      kept: 'a',
      lost: 'b',
      at: 'now',
    };
    const change = (extra: Record<string, unknown>): PulledChange => ({
      scope: 'user',
      entity: 'conflict',
      id: 'c2',
      rev: 1,
      doc: { ...doc, ...extra },
    });
    const phone = { clientId: 'phone', label: 'Safari on iPhone' };
    expect(toConflict(change({ keptBy: phone, lostBy: null }), undefined)).toMatchObject({
      keptBy: phone,
      lostBy: null,
    });
    expect(
      toConflict(change({ keptBy: { clientId: null, label: 'the website' }, lostBy: 'junk' }), undefined),
    ).toMatchObject({ keptBy: { clientId: null, label: 'the website' }, lostBy: null });
    const old = toConflict(change({}), undefined);
    expect(old && 'keptBy' in old).toBe(false);
    expect(old && 'lostBy' in old).toBe(false);
  });
});
