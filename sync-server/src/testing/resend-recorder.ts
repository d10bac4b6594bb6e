// A stand-in for the part of the Resend API that `emails.send` calls, for tests: it records each
// POST /emails and answers like Resend, Idempotency-Key included, without sending anything.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

export interface RecordedDelivery {
  id: string;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface ResendRecorder {
  /** Give this to the SDK as its base URL. */
  url: string;
  /** Accepted sends, in order; repeats of an idempotency key are not delivered again. */
  deliveries: RecordedDelivery[];
  /** The next POST /emails answers this instead (a string body is sent as is, e.g. non-JSON). */
  failNext(status: number, body: unknown): void;
  /** The next POST /emails never answers, to exercise client timeouts. */
  hangNext(): void;
  close(): Promise<void>;
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' }).end(payload);
}

const apiError = (statusCode: number, name: string, message: string) => ({ statusCode, name, message });

export async function startResendRecorder(): Promise<ResendRecorder> {
  const deliveries: RecordedDelivery[] = [];
  const planned: ({ status: number; body: unknown } | 'hang')[] = [];
  // Resend answers a repeated key with the first response, and refuses one reused for another payload.
  const byKey = new Map<string, { id: string; payload: string }>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const payload = await text(req);
    if (req.method !== 'POST' || req.url !== '/emails') {
      return reply(res, 404, apiError(404, 'not_found', 'The requested endpoint does not exist.'));
    }
    if (!req.headers.authorization?.startsWith('Bearer ')) {
      return reply(
        res,
        401,
        apiError(401, 'missing_api_key', 'Missing API key in the authorization header.'),
      );
    }
    const next = planned.shift();
    if (next === 'hang') return;
    if (next) return reply(res, next.status, next.body);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(payload);
    } catch {
      return reply(res, 400, apiError(400, 'validation_error', 'Invalid JSON body.'));
    }
    const key = req.headers['idempotency-key'];
    const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
    if (earlier && earlier.payload !== payload) {
      const message = 'Same idempotency key used with a different request payload.';
      return reply(res, 409, apiError(409, 'invalid_idempotent_request', message));
    }
    if (earlier) return reply(res, 200, { id: earlier.id });
    const id = randomUUID();
    if (typeof key === 'string') byKey.set(key, { id, payload });
    deliveries.push({ id, body, headers: req.headers });
    reply(res, 200, { id });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      reply(res, 500, apiError(500, 'application_error', String(error))),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    failNext: (status, body) => void planned.push({ status, body }),
    hangNext: () => void planned.push('hang'),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive (and a hung request open); close() alone would wait on them.
        server.closeAllConnections();
      }),
  };
}
