import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './records.ts';
import { textBase } from './text-base.ts';
import { planWrite, type WriteTarget } from './write-plan.ts';

const AT = 1_790_000_000_000;
const SYNCED = { blogTitle: 'Lima', blogBody: 'Day one.', country: 'Peru' };

/** A blog at revision 3 as the server last sent it, nothing queued unless told. */
const blog = (over: Partial<WriteTarget> = {}): WriteTarget => ({
  current: { ...SYNCED },
  rev: 3,
  synced: SYNCED,
  last: undefined,
  earlier: [],
  at: AT,
  ...over,
});

/** An unsent outbox entry of that blog. */
const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  localId: 1,
  seq: 1,
  opId: 'op',
  entity: 'blog',
  id: 'b',
  kind: 'update',
  baseRev: 3,
  fields: {},
  createdAt: '',
  attempts: 0,
  ...over,
});

describe('textBase', () => {
  it('names the synced value of each merged text field changed, keeping what the entry named', () => {
    const synced = { blogTitle: 'Lima', blogBody: 'Day one.', country: 'Peru', taskText: 'x' };
    expect(textBase(synced, ['blogBody', 'country', 'taskText'], undefined)).toEqual({
      blogBody: 'Day one.',
    });
    expect(textBase(synced, ['blogBody'], { blogBody: 'Day zero.' })).toEqual({ blogBody: 'Day zero.' });
    expect(textBase(synced, ['country'], undefined)).toBeUndefined();
    expect(textBase(null, ['blogTitle'], undefined)).toBeUndefined();
    expect(textBase({ blogTitle: null }, ['blogTitle'], undefined)).toBeUndefined();
  });
});

describe('the synced text an edit started from', () => {
  it('names the synced value of each title or story an update changes, and nothing for other fields', () => {
    const plan = planWrite(blog(), {
      kind: 'update',
      fields: { blogBody: 'Day one. Day two.', country: 'Chile' },
    });
    expect(plan.step).toMatchObject({ type: 'append', base: { blogBody: 'Day one.' } });
    expect(planWrite(blog(), { kind: 'update', fields: { country: 'Chile' } }).step).not.toHaveProperty(
      'base',
    );
  });

  it('names nothing without a synced copy, and never for creates or deletes', () => {
    const edit = { kind: 'update', fields: { blogTitle: 'Lima in May' } } as const;
    expect(planWrite(blog({ synced: null }), edit).step).not.toHaveProperty('base');
    expect(planWrite(blog(), { kind: 'delete' }).step).not.toHaveProperty('base');
    const created = planWrite(blog({ current: null }), { kind: 'create', fields: SYNCED });
    expect(created.step).not.toHaveProperty('base');
    const last = entry({ kind: 'create', baseRev: 0, fields: SYNCED });
    expect(planWrite(blog({ last }), edit).step).toEqual({
      type: 'amend',
      localId: 1,
      fields: { ...SYNCED, blogTitle: 'Lima in May' },
      at: AT,
    });
  });

  it('keeps the base an amended entry started from and adds one for a text it starts changing', () => {
    const last = entry({ fields: { blogBody: 'Day one!' }, base: { blogBody: 'Day zero.' } });
    const current = { ...SYNCED, blogBody: 'Day one!' };
    const plan = planWrite(blog({ current, last }), {
      kind: 'update',
      fields: { blogBody: 'Day one!!', blogTitle: 'Lima in May' },
    });
    expect(plan.step).toEqual({
      type: 'amend',
      localId: 1,
      fields: { blogBody: 'Day one!!', blogTitle: 'Lima in May' },
      at: AT,
      base: { blogBody: 'Day zero.', blogTitle: 'Lima' },
    });
  });

  // Issue 29, finding 4: a pull brought the laptop's edit of paragraph 3 while the phone's edit of
  // paragraph 1 was queued; the screen shows the queued text, and the user types on in paragraph 2.
  const ORIGINAL = 'Day one.\n\nDay two.\n\nDay three.';
  const PULLED = 'Day one.\n\nDay two.\n\nDay three, by train.';
  const QUEUED = 'Day one, in Lima.\n\nDay two.\n\nDay three.';

  it('starts a new entry from the queued text the screen shows, not from a newer pulled one', () => {
    const queued = entry({ attempts: 1, fields: { blogBody: QUEUED }, base: { blogBody: ORIGINAL } });
    const target = blog({
      rev: 4,
      synced: { ...SYNCED, blogBody: PULLED },
      current: { ...SYNCED, blogBody: QUEUED },
      last: queued,
    });
    const typed = QUEUED.replace('Day two.', 'Day two, at the coast.');
    expect(planWrite(target, { kind: 'update', fields: { blogBody: typed } }).step).toEqual({
      type: 'append',
      kind: 'update',
      baseRev: 3,
      fields: { blogBody: typed },
      at: AT,
      base: { blogBody: QUEUED },
    });
  });

  it('gives an amended entry the text an earlier queued entry left, for a text it starts changing', () => {
    const sent = entry({
      localId: 1,
      attempts: 1,
      fields: { blogBody: QUEUED },
      base: { blogBody: ORIGINAL },
    });
    const last = entry({ localId: 2, seq: 2, fields: { blogTitle: 'Lima!' }, base: { blogTitle: 'Lima' } });
    const target = blog({
      synced: { ...SYNCED, blogBody: PULLED },
      current: { ...SYNCED, blogTitle: 'Lima!', blogBody: QUEUED },
      last,
      earlier: [sent],
    });
    const typed = `${QUEUED}\n\nDay four.`;
    expect(planWrite(target, { kind: 'update', fields: { blogBody: typed } }).step).toMatchObject({
      type: 'amend',
      localId: 2,
      base: { blogTitle: 'Lima', blogBody: QUEUED },
    });
  });

  it('starts an edit after a sent create from the created text', () => {
    const created = entry({
      kind: 'create',
      baseRev: 0,
      attempts: 1,
      fields: { ...SYNCED, blogBody: QUEUED },
    });
    const target = blog({ rev: 0, synced: null, current: { ...SYNCED, blogBody: QUEUED }, last: created });
    const typed = `${QUEUED}\n\nDay four.`;
    expect(planWrite(target, { kind: 'update', fields: { blogBody: typed } }).step).toMatchObject({
      type: 'append',
      base: { blogBody: QUEUED },
    });
  });
});
