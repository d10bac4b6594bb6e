// What every answer to an attacker must be: below 500; a refusal JSON {message} with no stack or source
// path; no secret in any answer; and nothing the request carried breaking the log into forged lines.
import { expect } from 'vitest';
import { TEST_JWT_SECRET } from '../testing/test-app';

/** An answer an attacker provoked: never a server error, and a refusal is JSON with a plain message. */
export async function expectCleanAnswer(res: Response, what: string, method = 'GET'): Promise<string> {
  expect(res.status, what).toBeLessThan(500);
  const type = res.headers.get('content-type') ?? '';
  // A HEAD answer has the headers of the GET one and no body to read.
  if (type.startsWith('text/event-stream') || method === 'HEAD') {
    await res.body?.cancel();
    return '';
  }
  const text = await res.text();
  expectNoSecrets(text, what);
  if (res.status >= 400) {
    expect(type, what).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { message?: unknown };
    expect(typeof body.message, what).toBe('string');
    expect(String(body.message).length, what).toBeGreaterThan(0);
    expectNoStack(text, what);
  }
  return text;
}

/**
 * Each log call is one line of the server's console, and one line only: a client's input that carries a
 * line break or another control character would let it forge lines (or hide its own) in the log.
 */
export function expectPlainLog(lines: string[], what: string): void {
  const control = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
  for (const line of lines)
    expect([...line].some(control), `${what}: logged ${JSON.stringify(line)}`).toBe(false);
}

/** No stack frame, no source path: what an error might leak. */
function expectNoStack(text: string, what: string): void {
  expect(text, what).not.toMatch(/\bat [^\n"]*\(?[\w./-]+\.[jt]s:\d+/);
  expect(text, what).not.toMatch(/node_modules|sync-server\/src|file:\/\//);
}

/** What no answer may carry, whatever its status: password hashes and the signing secret. */
function expectNoSecrets(text: string, what: string): void {
  expect(text, what).not.toContain('passwordHash');
  expect(text, what).not.toContain(TEST_JWT_SECRET);
}
