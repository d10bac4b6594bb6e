// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlushResult } from './public-outbox.ts';
import { RETRY_MS, watchPublicOutbox } from './public-outbox-triggers.ts';

let waiting = 0;
const flush = vi.fn(async (): Promise<FlushResult> => ({ delivered: 0, refused: 0, waiting }));
let stop: () => void = () => {};

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  waiting = 0;
  flush.mockClear();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchPublicOutbox', () => {
  it('flushes at start, on online and when the tab becomes visible again', async () => {
    stop = watchPublicOutbox({ flush });
    expect(flush).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(flush).toHaveBeenCalledTimes(2);
    setVisibility('hidden');
    expect(flush).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('tries again after RETRY_MS while something waits and the browser is online', async () => {
    waiting = 1;
    stop = watchPublicOutbox({ flush });
    await settle();
    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    waiting = 0;
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(flush).toHaveBeenCalledTimes(3);
  });

  it('waits for an event instead while offline', async () => {
    waiting = 1;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stop = watchPublicOutbox({ flush });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('stops listening and retrying when stopped', async () => {
    waiting = 1;
    stop = watchPublicOutbox({ flush });
    await settle();
    stop();
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
