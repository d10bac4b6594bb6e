// For tests of GET /api/sync/events: the app on a real socket (app.request cannot hold a stream open)
// and a reader that waits for what the stream has said so far to match.
import { serve } from '@hono/node-server';
import type { TestUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

export interface EventStream {
  /** Everything the stream has sent so far. */
  readonly text: string;
  /** Reads until text matches; throws if the stream ends first. */
  until(pattern: RegExp): Promise<void>;
}

/** Runs test with who's event stream open, then closes it and the server. */
export async function withEventStream(
  t: TestApp,
  who: TestUser,
  test: (events: EventStream, res: Response) => Promise<void>,
): Promise<void> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const controller = new AbortController();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/sync/events`, {
      headers: who.auth,
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const events = {
      text: '',
      async until(pattern: RegExp) {
        while (!pattern.test(events.text)) {
          const { value, done } = await reader.read();
          if (done) throw new Error(`stream ended: ${events.text}`);
          events.text += decoder.decode(value);
        }
      },
    };
    await test(events, res);
  } finally {
    controller.abort();
    server.close();
  }
}
