// A stand-in for fetch in component tests: answers "METHOD /path" from a table and records each call.
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; json?: unknown } | Error;
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path, headers: new Headers(init.headers), body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!answer) return Response.json({ message: `No such API route: ${method} ${path}` }, { status: 404 });
    if (answer instanceof Error) throw answer;
    return Response.json(answer.json ?? {}, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}
