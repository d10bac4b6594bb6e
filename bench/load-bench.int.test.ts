// The HTTP load bench measures what it says: on the data it seeds, the real server answers each route with
// what the label promises (50 public blogs with hero images, 200 tasks, the admin list's first page, a push
// batch of 50 applied), and the ceiling answers each route with exactly the server's bytes. 1,000 users
// rather than the bench's 10,000 keep it quick.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResponse } from '../shared/sync/protocol';
import { type ServerProcess, startServer } from '../sync-server/src/testing/server-process';
import { type CeilingProcess, startCeiling } from './ceiling-process';
import type { CeilingAnswer } from './ceiling-server';
import { LOAD_SECRET, type LoadData, pushTasks, seedLoadData } from './load-data';
import { answerOf, type LoadRoute, loadRoutes } from './load-routes';

const USERS = 1000;
let dir: string;
let data: LoadData;
let server: ServerProcess;
let routes: Map<string, LoadRoute>;

const route = (path: string): LoadRoute => {
  const found = routes.get(path);
  if (!found) throw new Error(`no bench route ${path}`);
  return found;
};
const answer = async (path: string) => JSON.parse((await answerOf(server.url, route(path))).body);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-load-test-'));
  data = await seedLoadData(join(dir, 'data'), USERS);
  server = await startServer({
    DATA_DIR: join(dir, 'data'),
    LOG_REQUESTS: 'false',
    SEED_SAMPLE_CONTENT: 'false',
    JWT_SECRET: LOAD_SECRET,
    WRITES_PER_MINUTE: '1000000',
  });
  await pushTasks(server.url, data.readerToken, 200);
  const paths = (r: LoadRoute) => (r.path.includes(data.blogId) ? '/api/public/blogs/{id}' : r.path);
  routes = new Map(loadRoutes(data).map((r) => [paths(r), r]));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the HTTP load bench', () => {
  it('reads 50 public blogs with hero images, one of them by id', async () => {
    const list = await answer('/api/public/blogs/');
    expect(list).toHaveLength(50);
    expect(list.every((b: { imageData: { heroImage: unknown } }) => b.imageData.heroImage)).toBe(true);
    expect((await answer('/api/public/blogs/{id}'))._id).toBe(data.blogId);
  });

  it('reads the 200 tasks and the first page of the users', async () => {
    expect(await answer('/api/tasks/')).toHaveLength(200);
    const page = await answer('/api/admin/users/?page=1');
    expect(page.total).toBeGreaterThan(USERS);
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('pushes a new batch of 50 that is applied whole, every request', async () => {
    for (let i = 0; i < 2; i++) {
      const pushed: PushResponse = await answer('/api/sync/push');
      expect(pushed.results.map((r) => r.status)).toEqual(Array(50).fill('applied'));
    }
  });

  it('has the ceiling answer every route with exactly the server bytes', async () => {
    const answers: CeilingAnswer[] = [];
    for (const r of routes.values())
      answers.push({ method: r.method, path: r.path, ...(await answerOf(server.url, r)) });
    let ceiling: CeilingProcess | undefined;
    try {
      ceiling = await startCeiling(dir, answers);
      for (const a of answers) {
        const res = await fetch(`${ceiling.url}${a.path}`, {
          method: a.method,
          body: a.method === 'POST' ? '{}' : null,
        });
        expect(await res.text()).toBe(a.body);
        expect(res.headers.get('content-type')).toBe(a.contentType);
      }
    } finally {
      await ceiling?.stop();
    }
  });
});
