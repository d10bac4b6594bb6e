// @vitest-environment jsdom
/// <reference lib="dom" />
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintDone, holdUntilFirstPaint, markFirstPaint } from '../../first-paint.ts';
import { cleanup, render } from '../../test-support/render.tsx';
import { FirstPaintMark } from './FirstPaintMark.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  markFirstPaint();
});

describe('the first paint mark', () => {
  it('marks when the browser reports the first contentful paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    let report: ((names: string[]) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    holdUntilFirstPaint();
    await render(<FirstPaintMark />);
    await act(async () => vi.advanceTimersToNextFrame());
    await act(async () => vi.advanceTimersByTime(1));
    // The frame is drawn, not yet on screen.
    expect(firstPaintDone()).toBe(false);
    report?.(['first-paint']);
    expect(firstPaintDone()).toBe(false);
    report?.(['first-contentful-paint']);
    expect(firstPaintDone()).toBe(true);
  });

  it('marks half a second after the first frame should the browser never report a contentful paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
    );
    holdUntilFirstPaint();
    await render(<FirstPaintMark />);
    await act(async () => vi.advanceTimersToNextFrame());
    await act(async () => vi.advanceTimersByTime(499));
    expect(firstPaintDone()).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(firstPaintDone()).toBe(true);
  });

  it('without Paint Timing, marks in the task after the frame that paints the first commit', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    holdUntilFirstPaint();
    await render(<FirstPaintMark />);
    expect(firstPaintDone()).toBe(false);
    await act(async () => vi.advanceTimersToNextFrame());
    // The frame has run; its paint is not over until the task after it (a timer set in a fake frame
    // is due 1 ms on).
    expect(firstPaintDone()).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(firstPaintDone()).toBe(true);
  });

  it('marks a hidden page at once, and a page hidden before its frame when it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    holdUntilFirstPaint();
    await render(<FirstPaintMark />);
    expect(firstPaintDone()).toBe(true);
    cleanup();

    visibility.mockReturnValue('visible');
    holdUntilFirstPaint();
    await render(<FirstPaintMark />);
    expect(firstPaintDone()).toBe(false);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(firstPaintDone()).toBe(true);
  });
});
