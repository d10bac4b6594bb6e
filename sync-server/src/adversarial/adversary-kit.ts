// The app as an attacker meets it: every route it has (read from the app, so a new route is attacked
// unasked), with the PWA's fallback, a store that can be snapshotted, callers at each auth level, and
// real documents whose ids fill the path parameters.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contactSchema } from '../../../shared/api/mailing';
import { createTaskSchema } from '../../../shared/api/tasks';
import { createApp } from '../http/app';
import { createMessage } from '../services/contact/messages';
import { flushViewFeed } from '../services/sync/view-feed';
import { tasks } from '../services/tasks/tasks';
import { insertBlog, insertUser, type TestUser } from '../testing/factories';
import { photo } from '../testing/images';
import { createTestDeps } from '../testing/test-app';
import { type WatchedStore, watchStore } from './store-snapshot';

/** A built file, and a stored image, so the PWA's files and /media/* are also reached by real names. */
export const ASSET = 'assets/index-Ab12Cd34.js';
const MEDIA_KEY = 'img/ad/adversary-480.webp';

export interface Route {
  method: string;
  path: string;
}

export interface Adversary {
  app: ReturnType<typeof createApp>;
  deps: Awaited<ReturnType<typeof createTestDeps>>['deps'] & { store: WatchedStore };
  routes: Route[];
  /** Every line the app logged. */
  log: string[];
  close(): Promise<void>;
}

export async function createAdversary(): Promise<Adversary> {
  // Writes are limited per minute, and public forms per address; the suite sends more than a person
  // would (each request from its own address, see freshAddress), and the limits have their own tests.
  const made = await createTestDeps({}, { WRITES_PER_MINUTE: '1000000', TRUST_PROXY: 'true' });
  const pwaDir = join(made.dir, 'pwa');
  await mkdir(join(pwaDir, 'assets'), { recursive: true });
  await writeFile(join(pwaDir, 'index.html'), '<!doctype html><title>Travel blog</title>');
  await writeFile(join(pwaDir, ASSET), 'console.log(1);');
  const deps = { ...made.deps, store: watchStore(made.deps.store), pwaDir };
  const app = createApp(deps);
  const close = async () => {
    await flushViewFeed(deps.store);
    await made.close();
  };
  return { app, deps, routes: routesOf(app), log: made.log.lines, close };
}

/** Each method and path the app routes, once; ALL entries are middleware, not routes. */
export function routesOf(app: ReturnType<typeof createApp>): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    const clean = path.replace(/(.)\/$/, '$1');
    seen.set(`${method} ${clean}`, { method, path: clean });
  }
  return [...seen.values()];
}

let requests = 0;

/** A fresh X-Forwarded-For for each request, so per-address limits do not answer in the routes' place. */
export function freshAddress(): Record<string, string> {
  requests++;
  return { 'x-forwarded-for': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}` };
}

export const routeName = (r: Route) => `${r.method} ${r.path}`;

/** The routes a caller without a token is refused (401) on: found by asking, not listed. */
export async function guardedRoutes(a: Adversary): Promise<Route[]> {
  const guarded: Route[] = [];
  for (const route of a.routes) {
    const url = fillPath(route.path, () => 'x');
    const res = await a.app.request(url, { method: route.method });
    await res.body?.cancel();
    if (res.status === 401) guarded.push(route);
  }
  return guarded;
}

export interface Cast {
  user: TestUser;
  admin: TestUser;
  /** Someone else's account, blog, task and a contact message: real ids an attacker may aim at. */
  ids: string[];
}

/** A real photo's hash, for the routes named by one; made once, as sharp takes its time. */
let photoHash: Promise<string> | undefined;

/** A fresh set of callers and victims, so one route's successful deletes do not starve the next. */
export async function castFor(deps: Adversary['deps']): Promise<Cast> {
  const user = await insertUser(deps);
  const admin = await insertUser(deps, { isAdmin: true, isSuperAdmin: true });
  const victim = await insertUser(deps, { name: 'Victim' });
  const blog = await insertBlog(deps, victim.user, { blogTitle: 'Victim trip' });
  const own = await insertBlog(deps, user.user, { blogTitle: 'Own trip' });
  const task = await tasks.create(deps, victim.user._id, createTaskSchema.parse({ taskText: 'Pack' }));
  const message = await createMessage(deps, contactSchema.parse({ msg: 'Hello' }), undefined);
  photoHash ??= photo().then((bytes) => createHash('sha256').update(bytes).digest('hex'));
  const hash = await photoHash;

  await deps.blobs.put(MEDIA_KEY, Buffer.from('RIFF....WEBP'), { contentType: 'image/webp' });
  const taskId = task.doc?._id ?? 'no-task';
  const ids = [
    victim.user._id,
    user.user._id,
    blog._id,
    own._id,
    taskId,
    message._id,
    hash,
    '0',
    MEDIA_KEY,
    ASSET,
  ];
  return { user, admin, ids };
}

/** The path with each `:param` and `*` replaced by what segment() gives. */
export function fillPath(path: string, segment: () => string): string {
  return path.replace(/:[A-Za-z0-9_]+|\*/g, segment);
}
