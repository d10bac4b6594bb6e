// Signing in on a fresh phone-sized browser profile, timed from the click on "sign in" to the header
// saying "Synced", with every page of the initial pull (GET /api/sync/pull) counted as it came over the
// network: bytes as transferred (headers and the compressed body) and the JSON they carried.
import type { BrowserContext, Page, Request } from 'playwright-core';
import type { Account } from '../e2e/session';
import { newPhoneProfile } from './phone-profile';

export interface PullFigures {
  pages: number;
  /** Response headers and bodies as they came over the wire (compressed). */
  transferredBytes: number;
  /** The bodies' JSON, decompressed. */
  jsonBytes: number;
  changes: number;
  /** Pages that carried no change (a pull the engine made again with nothing new). */
  emptyPages: number;
  /** Pages the service worker fetched for the page (none expected: it has no /api rule). */
  viaServiceWorker: number;
}

/** Where the seconds to "Synced" went, from the click on "sign in" (ms). */
export interface SignInSteps {
  /** The sign-in call answered. */
  signedInMs: number;
  /** The first pull asked. */
  firstPullMs: number;
  /** The pulls on the wire, from asking to the last byte, summed: the server's share and the transfer. */
  pullsOnWireMs: number;
  /** The last page of the pull received. */
  lastPullMs: number;
  /** The header said "Synced". */
  syncedMs: number;
}

export interface SignedIn {
  context: BrowserContext;
  /** Closes the profile's browser and deletes the profile. */
  close(): Promise<void>;
  page: Page;
  seconds: number;
  pull: PullFigures;
  steps: SignInSteps;
  /** What the device's database holds once it says "Synced", to tell a whole pull from a cut one. */
  stored: { tasks: number; blogs: number; publicBlogs: number };
}

interface PullPage {
  transferred: number;
  json: number;
  changes: number;
  hasMore: boolean;
  viaServiceWorker: boolean;
  /** Epoch ms: asked, and the last byte received. */
  start: number;
  end: number;
}

/** A page as it came over the network; null for the page's side of a pull its service worker fetched. */
async function pullPage(request: Request): Promise<PullPage | null> {
  const response = await request.response();
  if (!response) throw new Error('a pull had no answer');
  // The worker's own request for it is counted instead (the context reports both), not the page twice.
  if (response.fromServiceWorker()) return null;
  const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
  const timing = request.timing();
  const answer = JSON.parse(body.toString('utf8')) as { changes?: unknown[]; hasMore?: boolean };
  return {
    transferred: sizes.responseHeadersSize + sizes.responseBodySize,
    json: body.byteLength,
    changes: answer.changes?.length ?? 0,
    hasMore: answer.hasMore === true,
    viaServiceWorker: request.serviceWorker() !== null,
    start: timing.startTime,
    end: timing.startTime + timing.responseEnd,
  };
}

/**
 * The pages once the last (hasMore false) is in: the page has read it before it says "Synced", but the
 * event telling this process may come a moment later. Their bodies are read only now, after "Synced":
 * reading megabytes over the DevTools protocol while the pull runs took the CPU the sync itself needs.
 */
async function lastPage(requests: Request[]): Promise<PullPage[]> {
  const read = new Map<Request, Promise<PullPage | null>>();
  for (let waited = 0; waited < 5000; waited += 100) {
    for (const request of requests) if (!read.has(request)) read.set(request, pullPage(request));
    const pulled = (await Promise.all(requests.map((request) => read.get(request)))).filter((p) => p != null);
    if (pulled.at(-1)?.hasMore === false) return pulled;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the header said "Synced" before the pull ended (${requests.length} pages seen)`);
}

/**
 * Waits as a person typing their e-mail and password would: the page loaded, its service worker installed
 * (the app's files cached), the network quiet. A click within milliseconds of the page opening had the
 * sign-in race the worker's install for the CPU, which no one signing in by hand meets.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

/**
 * The counts of the signed-in user's Dexie database (pwa/src/data/db.ts), read with plain IndexedDB. A
 * string, not a function: tsx's name helpers (__name) would not exist in the page.
 */
const STORED_COUNTS = (name: string) => `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open(${JSON.stringify(name)});
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const counts = {};
  for (const store of ['tasks', 'blogs', 'publicBlogs']) {
    counts[store] = await new Promise((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }
  // The user's own public blogs: their public copies are on their records (LocalBlog.shown).
  counts.publicBlogs += await new Promise((resolve, reject) => {
    let shown = 0;
    const request = db.transaction('blogSummaries').objectStore('blogSummaries').openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(shown);
      if (cursor.value.shown) shown += 1;
      cursor.continue();
    };
    request.onerror = () => reject(request.error);
  });
  db.close();
  return counts;
})()`;

function storedCounts(page: Page, userId: string): Promise<SignedIn['stored']> {
  return page.evaluate(STORED_COUNTS(`travel-blog-user-${userId}`));
}

/**
 * Signs `account` in on a new phone profile (phone-profile.ts) and answers it open on the page it landed
 * on (the caller closes it). The pages are counted on the context, which sees the page's requests and the
 * service worker's alike, so a pull the worker made would still be counted (and said).
 */
export async function signInToSynced(baseUrl: string, account: Account & { _id: string }): Promise<SignedIn> {
  const { context, close } = await newPhoneProfile();
  try {
    const pages: Request[] = [];
    let signedInAt = Number.NaN;
    const count = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/sync/pull') pages.push(request);
      if (pathname === '/api/users/login')
        signedInAt = request.timing().startTime + request.timing().responseEnd;
    };
    context.on('requestfinished', count);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByLabel('email', { exact: true }).fill(account.email);
    await page.getByLabel('password', { exact: true }).fill(account.password);
    await settled(page);
    const started = performance.now();
    const clicked = Date.now();
    await page.locator('main button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('.sync-status')?.textContent === 'Synced', null, {
      polling: 10,
      timeout: 180_000,
    });
    const seconds = (performance.now() - started) / 1000;
    const synced = Date.now();
    const pulled = await lastPage(pages);
    context.off('requestfinished', count);
    const steps: SignInSteps = {
      signedInMs: signedInAt - clicked,
      firstPullMs: Math.min(...pulled.map((p) => p.start)) - clicked,
      pullsOnWireMs: pulled.reduce((n, p) => n + p.end - p.start, 0),
      lastPullMs: Math.max(...pulled.map((p) => p.end)) - clicked,
      syncedMs: synced - clicked,
    };
    const sum = (pick: (p: PullPage) => number) => pulled.reduce((n, p) => n + pick(p), 0);
    const pull: PullFigures = {
      pages: pulled.length,
      transferredBytes: sum((p) => p.transferred),
      jsonBytes: sum((p) => p.json),
      changes: sum((p) => p.changes),
      emptyPages: pulled.filter((p) => p.changes === 0).length,
      viaServiceWorker: pulled.filter((p) => p.viaServiceWorker).length,
    };
    return { context, close, page, seconds, pull, steps, stored: await storedCounts(page, account._id) };
  } catch (error) {
    await close();
    throw error;
  }
}
