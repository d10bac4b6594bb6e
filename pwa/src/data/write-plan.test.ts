import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './records.ts';
import { allocateSeq, renumberFrom } from './seq.ts';
import { LocalWriteError, planWrite, type WriteTarget } from './write-plan.ts';

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  localId: 1,
  seq: 1,
  opId: 'op',
  entity: 'task',
  id: 't',
  kind: 'update',
  baseRev: 3,
  fields: {},
  createdAt: '',
  attempts: 0,
  ...over,
});

const AT = 1_790_000_000_000;
/** The task as the write finds it: revision 3, nothing queued, not synced yet unless told. */
const target = (over: Partial<WriteTarget> = {}): WriteTarget => ({
  current: { taskText: 'visa', completed: false },
  rev: 3,
  synced: null,
  last: undefined,
  earlier: [],
  at: AT,
  ...over,
});

describe('planWrite', () => {
  const current = { taskText: 'visa', completed: false };

  it('appends a create with baseRev 0, stamped with its time', () => {
    expect(planWrite(target({ current: null, rev: 0 }), { kind: 'create', fields: current })).toEqual({
      step: { type: 'append', kind: 'create', baseRev: 0, fields: current, at: AT },
      fields: current,
    });
  });

  it('sends only changed fields on top of the revision the record holds', () => {
    const plan = planWrite(target(), { kind: 'update', fields: { taskText: 'visa', completed: true } });
    expect(plan.step).toEqual({
      type: 'append',
      kind: 'update',
      baseRev: 3,
      fields: { completed: true },
      at: AT,
    });
    expect(plan.fields).toEqual({ taskText: 'visa', completed: true });
  });

  it('writes nothing when nothing changes', () => {
    expect(planWrite(target(), { kind: 'update', fields: { completed: false } }).step).toEqual({
      type: 'none',
    });
  });

  it('reads the current fields for a function update', () => {
    const plan = planWrite(target(), { kind: 'update', fields: (c) => ({ completed: !c.completed }) });
    expect(plan.step).toMatchObject({ fields: { completed: true } });
  });

  it('folds an edit into an unsent entry of the same document, taking the later time', () => {
    const last = entry({ fields: { taskText: 'visa 2' }, at: AT - 60_000 });
    const plan = planWrite(target({ current: { ...current, taskText: 'visa 2' }, last }), {
      kind: 'update',
      fields: { completed: true },
    });
    expect(plan.step).toEqual({
      type: 'amend',
      localId: 1,
      fields: { taskText: 'visa 2', completed: true },
      at: AT,
    });
  });

  it('folds into an unsent create whatever the revision', () => {
    const last = entry({ kind: 'create', baseRev: 0, fields: current });
    expect(planWrite(target({ rev: 0, last }), { kind: 'update', fields: { completed: true } }).step).toEqual(
      {
        type: 'amend',
        localId: 1,
        fields: { taskText: 'visa', completed: true },
        at: AT,
      },
    );
  });

  it('never touches an entry that was sent, or one written on an older revision', () => {
    const edit = { kind: 'update', fields: { completed: true } } as const;
    expect(planWrite(target({ last: entry({ attempts: 1 }) }), edit).step.type).toBe('append');
    expect(planWrite(target({ last: entry({ baseRev: 2 }) }), edit).step.type).toBe('append');
  });

  // Issue 29, finding 4: a pull brought revision 4 (another device's taskText) while this device's own
  // taskText, made on 3, was queued; the screen shows the queued value, and the user edits it again.
  it('makes an edit of a field a queued entry sets on that entry’s revision, not on a pulled one', () => {
    const queued = entry({ attempts: 1, baseRev: 3, fields: { taskText: 'visa 2' } });
    const shown = target({ rev: 4, current: { ...current, taskText: 'visa 2' }, last: queued });
    const again = planWrite(shown, { kind: 'update', fields: { taskText: 'visa 3' } });
    expect(again.step).toMatchObject({ type: 'append', baseRev: 3, fields: { taskText: 'visa 3' } });
    // A field no queued entry sets shows the pulled value: that edit is made on the pulled revision.
    const other = planWrite(shown, { kind: 'update', fields: { completed: true } });
    expect(other.step).toMatchObject({ type: 'append', baseRev: 4, fields: { completed: true } });
    // Later edits of the same field fold into the unsent entry, which is on the same revision.
    const folded = planWrite(
      {
        ...shown,
        earlier: [queued],
        last: entry({ localId: 2, seq: 2, baseRev: 3, fields: { taskText: 'visa 3' } }),
      },
      { kind: 'update', fields: { taskText: 'visa 4' } },
    );
    expect(folded.step).toMatchObject({ type: 'amend', localId: 2, fields: { taskText: 'visa 4' } });
  });

  it('appends deletes, ignores deleting what is gone, refuses edits to what is gone', () => {
    expect(planWrite(target(), { kind: 'delete' })).toEqual({
      step: { type: 'append', kind: 'delete', baseRev: 3, fields: {}, at: AT },
      fields: null,
    });
    const gone = target({ current: null, rev: 0 });
    expect(planWrite(gone, { kind: 'delete' }).step).toEqual({ type: 'none' });
    expect(() => planWrite(gone, { kind: 'update', fields: { completed: true } })).toThrow(LocalWriteError);
    expect(() => planWrite(target({ rev: 1 }), { kind: 'create', fields: current })).toThrow(LocalWriteError);
  });
});

describe('seq allocation', () => {
  const meta = {
    key: 'sync',
    userId: 'u',
    clientId: 'c',
    nextSeq: 7,
    cursor: null,
    writes: 2,
    resync: false,
  } as const;

  it('hands out the next seq and counts the write', () => {
    expect(allocateSeq(meta)).toEqual({ seq: 7, meta: { ...meta, nextSeq: 8, writes: 3 } });
  });

  it('renumbers the queue from the seq the server expects, in order', () => {
    const { seqs, nextSeq } = renumberFrom([entry({ localId: 5, seq: 9 }), entry({ localId: 4, seq: 8 })], 3);
    expect([...seqs]).toEqual([
      [4, 3],
      [5, 4],
    ]);
    expect(nextSeq).toBe(5);
  });
});
