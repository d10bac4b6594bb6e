import { describe, expect, it } from 'vitest';
import { holdWaitingPhotos, withoutPhotos } from './photos.ts';
import type { OutboxEntry } from './records.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
let seq = 0;
const entry = (
  entity: OutboxEntry['entity'],
  id: string,
  fields: Record<string, unknown> = {},
): OutboxEntry => {
  seq += 1;
  const kind = 'update' as const;
  return {
    localId: seq,
    seq,
    opId: `op-${seq}`,
    entity,
    id,
    kind,
    baseRev: 0,
    fields,
    createdAt: '',
    attempts: 0,
  };
};

describe('writes waiting for photos', () => {
  it('holds a blog naming a waiting photo, later writes of that blog and later conflict closes; the rest goes', () => {
    const before = entry('conflict', 'c0', { resolved: true });
    const blog = entry('blog', 'lima', { heroImage: A });
    const task = entry('task', 't1', { taskText: 'Ferry' });
    const again = entry('blog', 'lima', { blogTitle: 'Lima!' });
    const other = entry('blog', 'cusco', { imageUrls: [B] });
    const close = entry('conflict', 'c1', { resolved: true });
    const { ready, held } = holdWaitingPhotos([before, blog, task, again, other, close], new Set([A]));
    expect(ready).toEqual([before, task, other]);
    expect(held).toEqual([blog, again, close]);
  });

  it('takes refused photos out of a blog write and says which', () => {
    expect(withoutPhotos({ blogTitle: 'Lima', heroImage: A, imageUrls: [B, A] }, new Set([A]))).toEqual({
      fields: { blogTitle: 'Lima', heroImage: null, imageUrls: [B] },
      leftOut: { heroImage: A, imageUrls: [A] },
    });
  });
});
