import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff.ts';
import { fitWithin } from './image-fit.ts';
import { createSseParser, type ServerEvent } from './sse-parser.ts';
import { classifyFailure } from './sync-errors.ts';

describe('backoffDelay', () => {
  it('doubles per failure between half and all of the step, capped', () => {
    expect([1, 2, 3, 4].map((f) => backoffDelay(f, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});

describe('fitWithin', () => {
  it('shrinks the longest edge to 2560 keeping the shape, and never enlarges', () => {
    expect(fitWithin(5120, 3840)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3000, 6000)).toEqual({ width: 1280, height: 2560 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('createSseParser', () => {
  it('parses events split across chunks and skips heartbeats', () => {
    const events: ServerEvent[] = [];
    let activity = 0;
    const parser = createSseParser(
      (e) => events.push(e),
      () => activity++,
    );
    parser.feed('event: ready\ndata: {}\n\nevent: po');
    parser.feed('ke\ndata: {"scope":"user","seq":3}\n\n: ping\n\n');
    parser.feed('event: poke\r\ndata: {"scope":"public","seq":9}\r\n\r\n');
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'poke', data: '{"scope":"user","seq":3}' },
      { event: 'poke', data: '{"scope":"public","seq":9}' },
    ]);
    expect(activity).toBe(3);
  });
});

describe('classifyFailure', () => {
  it('retries network trouble and server faults, waits on sign-in, and stops on a refusal', () => {
    expect(classifyFailure(new ApiError('offline', 0))).toBe('transient');
    expect(classifyFailure(new ApiError('busy', 503))).toBe('transient');
    expect(classifyFailure(new ApiError('slow down', 429))).toBe('transient');
    expect(classifyFailure(new Error('DatabaseClosedError'))).toBe('transient');
    expect(classifyFailure(new ApiError('expired', 401))).toBe('auth');
    expect(classifyFailure(new ApiError('demo', 403))).toBe('refused');
  });
});
