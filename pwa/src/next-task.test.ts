import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the tasks queued before it, not in the current task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await waited;
    expect(order).toEqual(['microtask', 'queued task', 'next task']);
  });
});
