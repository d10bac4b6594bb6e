import { describe, expect, it } from 'vitest';
import { ABORTED_ERROR, ApiError, NETWORK_ERROR } from '../api/client.ts';
import { createSyncApi, SIGNED_OUT } from './sync-api.ts';

function api(
  answer: (path: string, init: RequestInit) => Response | Promise<Response>,
  token: string | null = 't1',
  bound: { userId?: string; signal?: AbortSignal } = {},
) {
  const calls: { path: string; init: RequestInit }[] = [];
  const expired: string[] = [];
  const client = createSyncApi({
    ...bound,
    token: () => token,
    xhr: false,
    fetch: async (input, init = {}) => {
      calls.push({ path: String(input), init });
      return answer(String(input), init);
    },
    onUnauthorized: (t) => expired.push(t),
  });
  return { client, calls, expired };
}

describe('sync api', () => {
  it('pushes JSON with the bearer token and pulls with the cursor', async () => {
    const { client, calls } = api((path) =>
      Response.json(
        path.includes('pull') ? { changes: [], cursor: 'c2', hasMore: false } : { results: [], lastSeq: 0 },
      ),
    );
    await client.push('client-1', []);
    await client.pull('a+b');
    expect(calls[0]?.path).toBe('/api/sync/push');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer t1');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ clientId: 'client-1', mutations: [] });
    expect(calls[1]?.path).toBe('/api/sync/pull?cursor=a%2Bb');
  });

  it('names the account it syncs for in pushes and pulls, and sends nothing once its signal aborted', async () => {
    const stop = new AbortController();
    const { client, calls } = api(
      (path) =>
        Response.json(
          path.includes('pull') ? { changes: [], cursor: 'c2', hasMore: false } : { results: [], lastSeq: 0 },
        ),
      't1',
      { userId: 'ann', signal: stop.signal },
    );
    await client.push('client-1', []);
    await client.pull(null);
    await client.pull('a+b');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      clientId: 'client-1',
      mutations: [],
      userId: 'ann',
    });
    expect(calls.slice(1).map((c) => c.path)).toEqual([
      '/api/sync/pull?userId=ann',
      '/api/sync/pull?cursor=a%2Bb&userId=ann',
    ]);
    expect(calls.every((c) => c.init.signal === stop.signal)).toBe(true);
    stop.abort();
    await expect(client.push('client-1', [])).rejects.toEqual(new ApiError(ABORTED_ERROR, 0));
    expect(calls).toHaveLength(3);
  });

  it('turns failures into ApiErrors with the server’s message', async () => {
    const down = api(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down.client.pull(null)).rejects.toEqual(new ApiError(NETWORK_ERROR, 0));
    const refused = api(() =>
      Response.json({ message: 'This device is registered to another account' }, { status: 403 }),
    );
    await expect(refused.client.push('c', [])).rejects.toMatchObject({
      status: 403,
      message: 'This device is registered to another account',
    });
    const garbled = api(() => new Response('<html>', { status: 200 }));
    await expect(garbled.client.pull(null)).rejects.toMatchObject({
      message: 'The server sent an answer the app cannot read.',
    });
  });

  it('reports a 401 with the token it was sent with, and refuses to call without a token', async () => {
    const { client, expired } = api(() => Response.json({ message: 'expired' }, { status: 401 }));
    await expect(client.pull(null)).rejects.toMatchObject({ status: 401 });
    expect(expired).toEqual(['t1']);
    const signedOut = api(() => Response.json({}), null);
    await expect(signedOut.client.pull(null)).rejects.toMatchObject({ status: 401, message: SIGNED_OUT });
    expect(signedOut.calls).toEqual([]);
  });

  it('uploads a photo by hash with its type and answers the server’s reference', async () => {
    const image = { id: 'a'.repeat(64), url: '/media/x', width: 1, height: 1, variants: [] };
    const { client, calls } = api(() => Response.json({ image }, { status: 201 }));
    const progress: number[] = [];
    const ref = await client.uploadPhoto('a'.repeat(64), new Blob(['xyz'], { type: 'image/jpeg' }), (n) =>
      progress.push(n),
    );
    expect(ref).toEqual(image);
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.path).toBe(`/api/sync/images/${'a'.repeat(64)}`);
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('image/jpeg');
    expect(progress).toEqual([3]);
  });

  it('opens the live event stream at low priority, with the token and the device’s id', async () => {
    const { client, calls } = api(
      () => new Response('', { headers: { 'Content-Type': 'text/event-stream' } }),
    );
    const stream = await client.openEvents(new AbortController().signal, 'device 1');
    await stream.cancel();
    expect(calls[0]?.path).toBe('/api/sync/events?clientId=device%201');
    expect(calls[0]?.init.priority).toBe('low');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('authorization')).toBe('Bearer t1');
    expect(headers.get('accept')).toBe('text/event-stream');
  });
});
