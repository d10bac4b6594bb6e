import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './records.ts';
import { allocateSeq, renumberFrom } from './seq.ts';
import { LocalWriteError, planWrite } from './write-plan.ts';

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

describe('planWrite', () => {
  const current = { taskText: 'visa', completed: false };

  it('appends a create with baseRev 0', () => {
    expect(planWrite(null, 0, undefined, { kind: 'create', fields: current })).toEqual({
      step: { type: 'append', kind: 'create', baseRev: 0, fields: current },
      fields: current,
    });
  });

  it('sends only changed fields on top of the revision the record holds', () => {
    const plan = planWrite(current, 3, undefined, {
      kind: 'update',
      fields: { taskText: 'visa', completed: true },
    });
    expect(plan.step).toEqual({ type: 'append', kind: 'update', baseRev: 3, fields: { completed: true } });
    expect(plan.fields).toEqual({ taskText: 'visa', completed: true });
  });

  it('writes nothing when nothing changes', () => {
    expect(planWrite(current, 3, undefined, { kind: 'update', fields: { completed: false } }).step).toEqual({
      type: 'none',
    });
  });

  it('reads the current fields for a function update', () => {
    const plan = planWrite(current, 3, undefined, {
      kind: 'update',
      fields: (c) => ({ completed: !c.completed }),
    });
    expect(plan.step).toMatchObject({ fields: { completed: true } });
  });

  it('folds an edit into an unsent entry of the same document', () => {
    const last = entry({ fields: { taskText: 'visa 2' } });
    const plan = planWrite({ ...current, taskText: 'visa 2' }, 3, last, {
      kind: 'update',
      fields: { completed: true },
    });
    expect(plan.step).toEqual({ type: 'amend', localId: 1, fields: { taskText: 'visa 2', completed: true } });
  });

  it('folds into an unsent create whatever the revision', () => {
    const last = entry({ kind: 'create', baseRev: 0, fields: current });
    expect(planWrite(current, 0, last, { kind: 'update', fields: { completed: true } }).step).toEqual({
      type: 'amend',
      localId: 1,
      fields: { taskText: 'visa', completed: true },
    });
  });

  it('never touches an entry that was sent, or one written on an older revision', () => {
    const sent = entry({ attempts: 1 });
    expect(planWrite(current, 3, sent, { kind: 'update', fields: { completed: true } }).step.type).toBe(
      'append',
    );
    const older = entry({ baseRev: 2 });
    expect(planWrite(current, 3, older, { kind: 'update', fields: { completed: true } }).step.type).toBe(
      'append',
    );
  });

  it('appends deletes, ignores deleting what is gone, refuses edits to what is gone', () => {
    expect(planWrite(current, 3, undefined, { kind: 'delete' })).toEqual({
      step: { type: 'append', kind: 'delete', baseRev: 3, fields: {} },
      fields: null,
    });
    expect(planWrite(null, 0, undefined, { kind: 'delete' }).step).toEqual({ type: 'none' });
    expect(() => planWrite(null, 0, undefined, { kind: 'update', fields: { completed: true } })).toThrow(
      LocalWriteError,
    );
    expect(() => planWrite(current, 1, undefined, { kind: 'create', fields: current })).toThrow(
      LocalWriteError,
    );
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
