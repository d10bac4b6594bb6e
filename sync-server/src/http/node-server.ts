// The Node HTTP server around the app. Node refuses some requests before the app sees them (a request
// line or headers over its 16 KB limit, bytes that are not HTTP) and would answer with a bare status
// line; here they get the JSON `{ message }` every other failure has.
import type { Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

type Fetch = Parameters<typeof createAdaptorServer>[0]['fetch'];

const REFUSALS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request line or headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is not valid HTTP'];

/** The whole answer, written straight to the socket: the request never became one the app could see. */
function clientErrorAnswer(code: string | undefined): string {
  const [status, reason, message] = REFUSALS[code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=UTF-8',
    // The app's security headers never see this answer; a browser gets the strictest of them here.
    'X-Content-Type-Options: nosniff',
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options: DENY',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error.code));
}

export function startHttpServer(
  fetch: Fetch,
  options: { port: number; hostname: string },
  onListening?: (port: number) => void,
) {
  const server = createAdaptorServer({ fetch, hostname: options.hostname });
  server.on('clientError', answerClientError);
  server.listen(options.port, options.hostname, () => {
    const address = server.address();
    onListening?.(typeof address === 'object' && address ? address.port : options.port);
  });
  return server;
}
