// Every route the app has, called as nobody, a user and an admin with generated bad input: hostile path
// ids and query strings, bodies shaped like the API's schemas with hostile values, injection keys, null
// bytes, huge and deeply nested values, malformed JSON and multipart, hostile conditional, range,
// encoding and idempotency headers. Whatever comes in, the answer is below 500, a refusal is JSON
// {message} without a stack, no answer carries a secret, a refused request stores nothing, and nothing
// the request carried splits the log into forged lines.
// Deterministic: a fixed seed (ADVERSARIAL_SEED to try another); fast-check prints it on failure.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { STREAM_LEASES } from '../services/sync/stream-leases';
import {
  type Adversary,
  type Cast,
  castFor,
  createAdversary,
  fillPath,
  freshAddress,
  routeName,
} from './adversary-kit';
import { expectCleanAnswer, expectPlainLog } from './answer-checks';
import {
  type BadBody,
  badBody,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  KNOWN_BAD,
  LOG_FORGERY,
} from './bad-input';
import { changes, snapshot } from './store-snapshot';

const SEED = Number(process.env.ADVERSARIAL_SEED ?? 20261123);
const RUNS_PER_CALLER = Number(process.env.ADVERSARIAL_RUNS ?? 8);
const CALLERS = ['nobody', 'user', 'admin'] as const;
const TIMEOUT_MS = 20_000 + RUNS_PER_CALLER * CALLERS.length * 1000;

// Built while the tests are collected, so each route is a test of its own.
const a: Adversary = await createAdversary();
afterAll(() => a.close());

/** A cancelled event stream drops its lease a moment later; wait, or the next snapshot would see it go. */
async function streamsEnded(): Promise<void> {
  const leases = a.deps.store.collection(STREAM_LEASES);
  await vi.waitFor(async () => expect(await leases.count()).toBe(0), { timeout: 10_000 });
}

function request(
  method: string,
  bad: BadBody,
  auth: Record<string, string>,
  extra: Record<string, string>,
): RequestInit {
  const headers: Record<string, string> = { ...extra, ...auth, ...freshAddress() };
  if (bad.contentType !== undefined) headers['content-type'] = bad.contentType;
  // GET and HEAD cannot carry a body (fetch refuses); their bad input is the path and the query.
  if (method === 'GET' || method === 'HEAD' || bad.body === undefined) return { method, headers };
  return { method, headers, body: bad.body };
}

describe('every route under generated bad input', () => {
  it('finds the routes in the app', () => {
    expect(a.routes.length).toBeGreaterThan(40);
    expect(a.routes.map(routeName)).toContain('POST /api/sync/push');
    expect(a.routes.map(routeName)).toContain('GET /media/*');
  });

  for (const [index, route] of a.routes.entries()) {
    it(
      routeName(route),
      async () => {
        const cast: Cast = await castFor(a.deps);
        for (const [nth, caller] of CALLERS.entries()) {
          const auth: Record<string, string> = caller === 'nobody' ? {} : cast[caller].auth;
          const segment = fc.oneof(fc.constantFrom(...cast.ids), hostileSegment);
          const input = fc.record({
            segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
            query: hostileQuery,
            body: badBody,
            headers: hostileHeaders,
          });
          await fc.assert(
            fc.asyncProperty(input, async ({ segments, query, body, headers }) => {
              let i = 0;
              const url = fillPath(route.path, () => segments[i++ % segments.length] ?? 'x') + query;
              const what = `${caller}: ${route.method} ${url.slice(0, 200)} (${body.kind})`;
              const before = await snapshot(a.deps);
              const res = await a.app.request(url, request(route.method, body, auth, headers));
              // A server error names its cause only in the log: show it with the failure.
              if (res.status >= 500) expect.fail(`${what} answered ${res.status}\n${a.log.join('\n')}`);
              await expectCleanAnswer(res, what, route.method);
              // Only the lines this request logged: splice takes them out of the log.
              expectPlainLog(a.log.splice(0), what);
              if (res.headers.get('content-type')?.startsWith('text/event-stream')) await streamsEnded();
              if (res.status >= 400) expect(changes(before, await snapshot(a.deps)), what).toEqual([]);
            }),
            {
              // A seed of its own per route and caller, so each meets other inputs; printed on failure.
              seed: SEED + index * CALLERS.length + nth,
              numRuns: RUNS_PER_CALLER,
              endOnFailure: true,
              examples: KNOWN_BAD.map((body) => [
                { segments: [cast.ids[0] ?? 'x', LOG_FORGERY, '..'], query: '', body, headers: {} },
              ]),
            },
          );
        }
      },
      TIMEOUT_MS,
    );
  }
});
