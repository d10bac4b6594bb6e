import { expect, it, vi } from 'vitest';
import type { ContractContext } from './context';

export function watchCases({ store }: ContractContext): void {
  it('announces each committed insert to watchers of its collection, until they stop', async () => {
    const seen: unknown[] = [];
    const other = vi.fn();
    const stop = store().watch('events', (doc) => seen.push(doc));
    const stopOther = store().watch('elsewhere', other);
    await store().collection('events').insertOne({ _id: 'e1', n: 1 });
    await store().withLock('s', (tx) => tx.collection('events').insertOne({ _id: 'e2', n: 2 }));
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(2);
    expect(seen).toEqual([
      { _id: 'e1', n: 1 },
      { _id: 'e2', n: 2 },
    ]);
    stop();
    await store().collection('events').insertOne({ _id: 'e3', n: 3 });
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toHaveLength(2);
    expect(other).not.toHaveBeenCalled();
    stopOther();
  });
}
