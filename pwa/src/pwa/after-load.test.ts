// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load.ts';

const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('waits for the page to load, then for the browser to be idle', () => {
    readyState('loading');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const start = vi.fn();
    afterLoad(start);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(start).toHaveBeenCalledOnce();
  });

  it('runs once idle on a page that has loaded already, and on a timer where there is no idle callback', () => {
    vi.useFakeTimers();
    readyState('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const start = vi.fn();
    afterLoad(start);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, before or after the load', () => {
    readyState('loading');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const early = vi.fn();
    afterLoad(early)();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);

    const late = vi.fn();
    const cancel = afterLoad(late);
    window.dispatchEvent(new Event('load'));
    cancel();
    for (const callback of idle) callback({ didTimeout: true, timeRemaining: () => 0 });
    expect([early, late].map((f) => f.mock.calls.length)).toEqual([0, 0]);
  });
});
