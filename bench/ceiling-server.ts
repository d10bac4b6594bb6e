// The ceiling of the HTTP load bench: a bare Hono server that answers each route with the bytes the real
// server gave for it, from memory, with no store, auth or view building in between. Started by
// bench/http-load.ts in its own process: `tsx bench/ceiling-server.ts <answers.json> <port>`.
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface CeilingAnswer {
  method: 'GET' | 'POST';
  path: string;
  contentType: string;
  body: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: tsx bench/ceiling-server.ts <answers.json> <port>');
const answers: CeilingAnswer[] = JSON.parse(readFileSync(file, 'utf8'));

// One route per path; two answers on one path (the public list and its summary view) differ by query.
const byRequest = new Map(answers.map((a) => [`${a.method} ${a.path}`, Buffer.from(a.body)]));
const app = new Hono();
const routed = new Set<string>();
for (const answer of answers) {
  const pathname = new URL(answer.path, 'http://ceiling').pathname;
  if (routed.has(`${answer.method} ${pathname}`)) continue;
  routed.add(`${answer.method} ${pathname}`);
  const headers = { 'content-type': answer.contentType };
  app.on(answer.method, pathname, async (c) => {
    // A write's body is read as any server must before answering.
    if (answer.method === 'POST') await c.req.arrayBuffer();
    const { search } = new URL(c.req.url);
    const bytes = byRequest.get(`${c.req.method} ${pathname}${search}`);
    return bytes ? c.body(bytes, 200, headers) : c.notFound();
  });
}

serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => console.log('listening'));
