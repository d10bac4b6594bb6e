// The routes the HTTP load bench drives, each with the headers a browser sends (compression included) and,
// for the push route, a new batch of 50 task creates per request from a new device, spread over the writers.
import type { RawRequest } from 'autocannon';
import type { LoadData } from './load-data';
import { taskBatch } from './load-data';
import { SECONDS } from './load-run';

export const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, br',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

export const PUSH_BATCH = 50;

export interface LoadRoute {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** Reads have targets against their ceiling; the push route is reported only. */
  read: boolean;
  /** The request's headers and body, made anew for every request. */
  request: () => RawRequest;
  /** Seconds per run: a write that queues behind others needs longer than a read to show a figure at all. */
  seconds: number;
}

const bearer = (token: string) => ({ ...BROWSER_HEADERS, authorization: `Bearer ${token}` });

export function loadRoutes(data: LoadData): LoadRoute[] {
  const get = (label: string, path: string, token?: string): LoadRoute => ({
    label,
    method: 'GET',
    path,
    read: true,
    seconds: SECONDS,
    request: () => ({ headers: token ? bearer(token) : BROWSER_HEADERS }),
  });
  let pushes = 0;
  return [
    get('GET /api/public/blogs/ (50 blogs)', '/api/public/blogs/'),
    get('GET /api/public/blogs/?view=summary', '/api/public/blogs/?view=summary'),
    get('GET /api/public/blogs/{id}', `/api/public/blogs/${data.blogId}`),
    get('GET /api/tasks/ (200 tasks)', '/api/tasks/', data.readerToken),
    get('GET /api/admin/users/?page=1 (of 10,000)', '/api/admin/users/?page=1', data.adminToken),
    get('GET /api/health', '/api/health'),
    {
      label: `POST /api/sync/push (batches of ${PUSH_BATCH})`,
      method: 'POST',
      path: '/api/sync/push',
      read: false,
      request: () => {
        const token = data.writerTokens[pushes++ % data.writerTokens.length] ?? '';
        const headers = { ...bearer(token), 'content-type': 'application/json' };
        return { headers, body: JSON.stringify(taskBatch(PUSH_BATCH)) };
      },
      seconds: 2 * SECONDS,
    },
  ];
}

/** The route's answer from the real server, uncompressed: the bytes the ceiling serves from memory. */
export async function answerOf(
  url: string,
  route: LoadRoute,
): Promise<{ contentType: string; body: string }> {
  const { headers = {}, body } = route.request();
  const { 'accept-encoding': _, ...plain } = headers;
  const res = await fetch(`${url}${route.path}`, {
    method: route.method,
    headers: plain,
    body: body ?? null,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route.label} answered ${res.status}: ${text.slice(0, 200)}`);
  return { contentType: res.headers.get('content-type') ?? 'application/json', body: text };
}
