import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startHttpServer } from './node-server';

/** Sends raw bytes and answers everything the server wrote back before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.split(':')[0]?.toLowerCase(), l.split(': ')[1]]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as { message: string } };
}

describe('the Node HTTP server', () => {
  let t: TestApp;
  let server: ReturnType<typeof startHttpServer>;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp();
    server = startHttpServer(t.app.fetch, { port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers a request line or headers too large for Node with a JSON 431', async () => {
    for (const request of [
      `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const answer = parse(await rawRequest(port, request));
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(answer.body.message).toMatch(/too large/);
    }
  });

  it('answers a request Node cannot parse with a JSON 400', async () => {
    const answer = parse(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
  });

  it('sends security headers with the answers Node refuses for', async () => {
    for (const request of [
      'NOT HTTP AT ALL\r\n\r\n',
      `GET /?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const { headers } = parse(await rawRequest(port, request));
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves ordinary requests', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
