import { beforeEach, describe, expect, it } from 'vitest';
import { lastVisit, recordVisit } from './last-visit.ts';

// The Storage methods recordVisit uses, backed by a Map (the node test environment has no localStorage).
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
  return { data, get: () => storage as unknown as Storage };
}

beforeEach(() => {
  lastVisit.previous = null;
});

describe('recordVisit', () => {
  it('has nothing to show on the first visit, and records it', () => {
    const storage = memoryStorage();
    recordVisit(new Date('2026-11-21T10:00:00Z'), storage.get);
    expect(lastVisit.previous).toBeNull();
    expect([...storage.data.values()]).toEqual(['2026-11-21T10:00:00.000Z']);
  });

  it('shows the previous visit, then records this one', () => {
    const storage = memoryStorage();
    recordVisit(new Date('2026-11-20T08:30:00Z'), storage.get);
    recordVisit(new Date('2026-11-21T10:00:00Z'), storage.get);
    expect(lastVisit.previous?.toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect([...storage.data.values()]).toEqual(['2026-11-21T10:00:00.000Z']);
  });

  it('ignores a stored value that is not a date', () => {
    const storage = memoryStorage({ 'travel-blog:last-visit': 'yesterday-ish' });
    recordVisit(new Date('2026-11-21T10:00:00Z'), storage.get);
    expect(lastVisit.previous).toBeNull();
  });

  it('survives storage the browser blocks', () => {
    recordVisit(new Date(), () => {
      throw new Error('SecurityError');
    });
    expect(lastVisit.previous).toBeNull();
  });
});
