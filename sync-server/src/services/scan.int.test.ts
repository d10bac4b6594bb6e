import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachPage } from './scan';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('reads every document once, in pages, letting the event loop turn between them', async () => {
  const col = t.deps.store.collection('things');
  await col.insertMany(
    Array.from({ length: 1234 }, (_, i) => ({ _id: `t${String(i).padStart(4, '0')}`, n: i, big: 'x' })),
  );
  const pages: number[] = [];
  const seen: string[] = [];
  let turns = 0;
  const ticking = setInterval(() => {
    turns += 1;
  }, 0);
  try {
    await forEachPage(col, { n: 1 }, (docs) => {
      pages.push(docs.length);
      seen.push(...docs.map((d) => d._id));
      expect(docs.every((d) => d.big === undefined)).toBe(true);
    });
  } finally {
    clearInterval(ticking);
  }
  expect(pages).toEqual([500, 500, 234]);
  expect(new Set(seen).size).toBe(1234);
  expect(turns).toBeGreaterThan(0);
});
