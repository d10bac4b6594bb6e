// watchInserts on fake change streams: what a real failure does to a MongoDB stream cannot be caused on
// demand, but what the adapter must do after it can be checked here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type InsertStream, watchInserts } from './mongodb-watch';

type Change = Parameters<Parameters<InsertStream['onChange']>[0]>[0];

class FakeStream implements InsertStream {
  #change: (change: Change) => void = () => undefined;
  #error: (error: unknown) => void = () => undefined;
  closed = false;
  constructor(readonly resumeAfter: unknown) {}
  onChange(fn: (change: Change) => void): void {
    this.#change = fn;
  }
  onError(fn: (error: unknown) => void): void {
    this.#error = fn;
  }
  async close(): Promise<void> {
    this.closed = true;
  }
  insert(token: string, doc: object): void {
    this.#change({ _id: token, operationType: 'insert', fullDocument: doc });
  }
  fail(error: unknown = new Error('not resumable')): void {
    this.#error(error);
  }
}

describe('watchInserts', () => {
  let opened: FakeStream[];
  const open = (resumeAfter: unknown) => {
    const stream = new FakeStream(resumeAfter);
    opened.push(stream);
    return stream;
  };
  const latest = () => opened[opened.length - 1] as FakeStream;

  beforeEach(() => {
    opened = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands on inserted documents and nothing else', () => {
    const seen: unknown[] = [];
    const stop = watchInserts(open, (doc) => seen.push(doc));
    latest().insert('t1', { _id: 'a' });
    latest().insert('t2', { _id: 'b' });
    expect(seen).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.resumeAfter).toBeUndefined();
    stop();
    expect(opened[0]?.closed).toBe(true);
  });

  it('opens a failed stream again after a pause, after the last change it delivered', async () => {
    const seen: unknown[] = [];
    const stop = watchInserts(open, (doc) => seen.push(doc), 1000);
    latest().insert('t1', { _id: 'a' });
    const failed = latest();
    failed.fail();
    failed.fail();
    expect(failed.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);
    expect(latest().resumeAfter).toBe('t1');
    latest().insert('t2', { _id: 'b' });
    expect(seen).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    stop();
  });

  it('starts from now when the oplog no longer holds the resume point', async () => {
    const stop = watchInserts(open, () => undefined, 10);
    latest().insert('t1', { _id: 'a' });
    latest().fail();
    await vi.advanceTimersByTimeAsync(10);
    expect(latest().resumeAfter).toBe('t1');
    latest().fail(Object.assign(new Error('resume point lost'), { code: 286 }));
    await vi.advanceTimersByTimeAsync(10);
    expect(opened).toHaveLength(3);
    expect(latest().resumeAfter).toBeUndefined();
    stop();
  });

  it('opens nothing more once stopped, even with a reopen pending', async () => {
    const stop = watchInserts(open, () => undefined, 10);
    latest().fail();
    stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.closed).toBe(true);
  });
});
