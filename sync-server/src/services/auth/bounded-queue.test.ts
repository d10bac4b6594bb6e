import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('BoundedQueue', () => {
  it('runs at most `running` jobs, queues `waiting` more in order and refuses the rest', async () => {
    const queue = new BoundedQueue(2, 2, () => new Error('busy'));
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const jobs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await expect(queue.run(async () => 'late')).rejects.toThrow('busy');
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    gates[1]?.open();
    await jobs[1];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = new BoundedQueue(1, 0, () => new Error('busy'));
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
