import { describe, expect, it } from 'vitest';
import type { PulledChange } from '../../../shared/sync/protocol.ts';
import { fieldsOfDoc } from './entities.ts';
import { settlePulled } from './pull-settle.ts';
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
