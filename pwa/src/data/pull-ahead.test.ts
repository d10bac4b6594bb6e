// Pages asked for ahead of storing (pull-ahead.ts): one request at a time, each from the cursor of the page
// before it, at most `ahead` waiting, and none after a last page, a reset, a restore, a failure or stop().
import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../../shared/sync/protocol.ts';
import { askAhead } from './pull-ahead.ts';

const page = (cursor: string, hasMore = true, more: Partial<PullResponse> = {}): PullResponse => ({
  changes: [],
  cursor,
  hasMore,
  ...more,
});

/** Answers a pull from cursor X with page X+1 ('c1' after null), or what `special` says; logs each ask. */
function server(special: Record<string, () => Promise<PullResponse>> = {}) {
  const asked: (string | null)[] = [];
  const fetchPage = (cursor: string | null) => {
    asked.push(cursor);
    const answer = special[String(cursor)];
    if (answer) return answer();
    return Promise.resolve(page(`c${Number(cursor?.slice(1) ?? 0) + 1}`));
  };
  return { asked, fetchPage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('pages asked for ahead', () => {
  it('keeps at most `ahead` pages waiting, and asks for the next as one is taken', async () => {
    const { asked, fetchPage } = server();
    const pages = askAhead(fetchPage, null, 3);
    await settle();
    expect(asked).toEqual([null, 'c1', 'c2']);
    expect((await pages.next()).cursor).toBe('c1');
    await settle();
    expect(asked).toEqual([null, 'c1', 'c2', 'c3']);
    expect((await pages.next()).cursor).toBe('c2');
    expect((await pages.next()).cursor).toBe('c3');
    pages.stop();
  });

  it('asks for nothing after a last page, a reset or a restore', async () => {
    for (const last of [
      page('end', false),
      page('r', true, { reset: true }),
      page('r', true, { restored: true }),
    ]) {
      const { asked, fetchPage } = server({ c1: async () => last });
      const pages = askAhead(fetchPage, null, 5);
      expect((await pages.next()).cursor).toBe('c1');
      expect(await pages.next()).toBe(last);
      await settle();
      expect(asked).toEqual([null, 'c1']);
      await expect(pages.next()).rejects.toThrow('No page of the pull was asked for');
    }
  });

  it('hands over a failed request in its turn, and asks for nothing after it', async () => {
    const lost = new Error('Network error');
    const { asked, fetchPage } = server({ c1: () => Promise.reject(lost) });
    const pages = askAhead(fetchPage, null, 5);
    await settle();
    expect(asked).toEqual([null, 'c1']);
    expect((await pages.next()).cursor).toBe('c1');
    await expect(pages.next()).rejects.toBe(lost);
  });

  it('asks for nothing more once stopped, and drops a failure nobody takes', async () => {
    let fail = (_: Error) => {};
    const { asked, fetchPage } = server({
      c1: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    const pages = askAhead(fetchPage, null, 5);
    await settle();
    pages.stop();
    fail(new Error('Network error'));
    await settle();
    // Only the page on its way when stopped; its failure is not an unhandled rejection (vitest fails on one).
    expect(asked).toEqual([null, 'c1']);
  });
});
