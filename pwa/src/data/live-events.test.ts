import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { followLiveEvents, type LiveEventsOptions } from './live-events.ts';

const encoder = new TextEncoder();
const controllers: AbortController[] = [];
afterEach(() => {
  for (const c of controllers.splice(0)) c.abort();
});

/** Streams the server side of the test controls: each open answers the next script step. */
function streams(steps: ('stream' | Error)[]) {
  const opened: ReadableStreamDefaultController<Uint8Array>[] = [];
  const clientIds: (string | undefined)[] = [];
  let n = 0;
  const openEvents = async (signal: AbortSignal, clientId?: string) => {
    clientIds.push(clientId);
    const step = steps[Math.min(n++, steps.length - 1)];
    if (step instanceof Error) throw step;
    return new ReadableStream<Uint8Array>({
      start(c) {
        opened.push(c);
        signal.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
      },
    });
  };
  const send = (text: string) => opened.at(-1)?.enqueue(encoder.encode(text));
  return { openEvents, opened, send, clientIds, attempts: () => n };
}

async function until(check: () => boolean, ms = 1000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

function follow(api: ReturnType<typeof streams>, silenceMs = 1000, more: Partial<LiveEventsOptions> = {}) {
  const controller = new AbortController();
  controllers.push(controller);
  const calls: string[] = [];
  const done = followLiveEvents({
    api,
    signal: controller.signal,
    onPoke: () => calls.push('poke'),
    onReady: () => calls.push('ready'),
    random: () => 0,
    reconnectBaseMs: 10,
    silenceMs,
    ...more,
  });
  return { controller, calls, done };
}

describe('followLiveEvents', () => {
  it('asks for a sync on ready and on each poke', async () => {
    const api = streams(['stream']);
    const { calls } = follow(api);
    await until(() => api.opened.length === 1);
    api.send('event: ready\ndata: {}\n\n: ping\n\nevent: poke\ndata: {"scope":"user","seq":4}\n\n');
    await until(() => calls.length === 2);
    expect(calls).toEqual(['ready', 'poke']);
  });

  it('reconnects after the stream ends or fails to open, with backoff', async () => {
    const api = streams([new ApiError('down', 0), 'stream']);
    follow(api);
    await until(() => api.opened.length === 1);
    api.opened[0]?.close();
    await until(() => api.opened.length === 2);
    expect(api.attempts()).toBe(3);
  });

  it('drops a connection that went silent longer than the heartbeat allows', async () => {
    const api = streams(['stream']);
    follow(api, 30);
    await until(() => api.opened.length >= 2);
  });

  it('gives up when the server says the session is gone, and stops when aborted', async () => {
    const gone = streams([new ApiError('expired', 401)]);
    await follow(gone).done;
    expect(gone.attempts()).toBe(1);
    const api = streams(['stream']);
    const { controller, done } = follow(api);
    await until(() => api.opened.length === 1);
    controller.abort();
    await done;
  });

  it("names its device, so the server replaces the device's older stream", async () => {
    const api = streams(['stream']);
    follow(api, 1000, { clientId: async () => 'phone-1' });
    await until(() => api.opened.length === 1);
    expect(api.clientIds).toEqual(['phone-1']);
  });

  describe('a stream the server refuses (429, too many open for the account)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is tried again only after the Retry-After the server sent', async () => {
      vi.useFakeTimers();
      const api = streams([new ApiError('too many streams', 429, false, 5000), 'stream']);
      follow(api, 60_000);
      await vi.advanceTimersByTimeAsync(4900);
      expect(api.attempts()).toBe(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(api.attempts()).toBe(2);
    });

    it('without one, after the longest backoff, not the first step', async () => {
      vi.useFakeTimers();
      const api = streams([new ApiError('too many streams', 429), 'stream']);
      follow(api, 60_000, { reconnectMaxMs: 2000 });
      await vi.advanceTimersByTimeAsync(1900);
      expect(api.attempts()).toBe(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(api.attempts()).toBe(2);
    });
  });
});
