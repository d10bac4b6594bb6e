import { describe, expect, it } from 'vitest';
import { ACKED_DELETES_KEPT, keepAckedDeletes, noteLastSeq } from './acknowledged.ts';
import { readMeta } from './db.ts';
import type { Outcome } from './push-settle.ts';
import type { OutboxEntry } from './records.ts';
import { testDb } from './test-support/test-db.ts';

const entry = (
  seq: number,
  kind: OutboxEntry['kind'],
  entity: OutboxEntry['entity'] = 'task',
): OutboxEntry => ({
  seq,
  opId: `op-${seq}`,
  entity,
  id: `id-${seq}`,
  kind,
  baseRev: 3,
  fields: {},
  createdAt: '2026-11-28T00:00:00.000Z',
  attempts: 1,
});
const outcome = (e: OutboxEntry, status: Outcome['result']['status']): Outcome => ({
  entry: e,
  result: { seq: e.seq, opId: e.opId, status },
});

describe('what the server acknowledged', () => {
  it('takes a rising lastSeq, and marks a gap below it as the server gone back in time', async () => {
    const db = testDb();
    expect(await db.transaction('rw', db.meta, () => noteLastSeq(db, { lastSeq: 5 }))).toBe(false);
    expect((await readMeta(db)).acked).toBe(5);
    expect(await db.transaction('rw', db.meta, () => noteLastSeq(db, { lastSeq: 5 }))).toBe(false);
    // An older answer arriving late: nothing gone back.
    expect(await db.transaction('rw', db.meta, () => noteLastSeq(db, { lastSeq: 3 }))).toBe(false);
    expect((await readMeta(db)).acked).toBe(5);
    const gap = { lastSeq: 2, gap: { expected: 3 } };
    expect(await db.transaction('rw', db.meta, () => noteLastSeq(db, gap))).toBe(true);
    expect(await readMeta(db)).toMatchObject({ acked: 2, restored: true });
    db.close();
  });

  it('keeps the deletes the server took (not a refused one, nor a conflict closed), the newest only', async () => {
    const db = testDb();
    const now = new Date('2026-11-28T10:00:00.000Z');
    await keepAckedDeletes(
      db,
      [
        outcome(entry(1, 'delete'), 'applied'),
        outcome(entry(2, 'delete'), 'duplicate'),
        outcome(entry(3, 'delete'), 'rejected'),
        outcome(entry(4, 'update'), 'applied'),
        outcome(entry(5, 'delete', 'conflict'), 'applied'),
      ],
      now,
    );
    expect((await db.ackedDeletes.toArray()).map((d) => [d.id, d.baseRev, d.at])).toEqual([
      ['id-1', 3, now.toISOString()],
      ['id-2', 3, now.toISOString()],
    ]);
    const many = Array.from({ length: ACKED_DELETES_KEPT }, (_, i) =>
      outcome(entry(100 + i, 'delete'), 'applied'),
    );
    await keepAckedDeletes(db, many, new Date('2026-11-28T11:00:00.000Z'));
    expect(await db.ackedDeletes.count()).toBe(ACKED_DELETES_KEPT);
    expect(await db.ackedDeletes.get('task\u0000id-1')).toBeUndefined();
    db.close();
  });
});
