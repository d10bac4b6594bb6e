// The admin dashboard's one call on a large site: 100,000 users, 30,000 blogs and 40,000 signups in the
// embedded store, created over two years up to now (so the twelve weeks shown hold a share of them), then
// GET /api/admin/stats through the real app in process. Figures only; the aim is a median under 100 ms.
// Alone: npx tsx bench/admin-stats.ts
import { pathToFileURL } from 'node:url';
import type { AdminStats } from '../shared/api/admin-stats';
import type { Signup } from '../shared/api/mailing';
import { formatDate, formatTime } from '../shared/dates';
import { newId } from '../shared/ids';
import { hashPassword } from '../sync-server/src/services/auth/password';
import { BLOGS } from '../sync-server/src/services/blogs/blog-doc';
import { SIGNUPS } from '../sync-server/src/services/signups/add-signup';
import { USERS, type UserDoc } from '../sync-server/src/services/users/user-doc';
import { insertUser } from '../sync-server/src/testing/factories';
import { createTestApp } from '../sync-server/src/testing/test-app';
import { blog, user } from './admin-lists';
import { recordFigures, recordTarget } from './results';
import { percentile } from './timed';

const USER_COUNT = 100_000;
const BLOG_COUNT = 30_000;
const SIGNUP_COUNT = 40_000;
const RUNS = 20;
const BATCH = 2_000;
const SPAN = 2 * 365 * 86_400_000;
const GOAL_MS = 100;

/** The i-th of n documents, spread evenly over the two years before `now`, oldest first. */
const when = (now: number, i: number, n: number) => new Date(now - SPAN + Math.floor((i * SPAN) / n));

function signup(i: number, at: Date): Signup {
  return {
    _id: newId(at.getTime()),
    name: `Reader ${i}`,
    email: `reader.${i}@example.com`,
    date: formatDate(at),
    time: formatTime(at),
    terms: true,
    source: i % 3 === 0 ? 'regPage' : 'footer',
    createdAt: at.toISOString(),
  };
}

export async function adminStatsBench(): Promise<void> {
  const t = await createTestApp({}, { LOG_REQUESTS: 'false' });
  try {
    const now = Date.now();
    const seedStarted = performance.now();
    const passwordHash = await hashPassword('bench-user-password');
    const owners: UserDoc[] = [];
    for (let i = 0; i < USER_COUNT; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, USER_COUNT - i) }, (_, j) => {
        const at = when(now, i + j, USER_COUNT);
        const doc = user(i + j, passwordHash);
        return { ...doc, _id: newId(at.getTime()), createdAt: at.toISOString(), updatedAt: at.toISOString() };
      });
      await t.deps.store.collection<UserDoc>(USERS).insertMany(batch);
      owners.push(...batch.filter((_, j) => (i + j) % 3 === 0));
    }
    for (let i = 0; i < BLOG_COUNT; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, BLOG_COUNT - i) }, (_, j) => {
        const at = when(now, i + j, BLOG_COUNT);
        const doc = blog(i + j, owners[(i + j) % owners.length] as UserDoc);
        // Some authors type the country in their own case, as the real data does.
        const country = (i + j) % 7 === 0 ? doc.country.toLowerCase() : doc.country;
        return { ...doc, _id: newId(at.getTime()), country, createdAt: at.toISOString() };
      });
      await t.deps.store.collection(BLOGS).insertMany(batch);
    }
    for (let i = 0; i < SIGNUP_COUNT; i += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, SIGNUP_COUNT - i) }, (_, j) =>
        signup(i + j, when(now, i + j, SIGNUP_COUNT)),
      );
      await t.deps.store.collection<Signup>(SIGNUPS).insertMany(batch);
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `${'admin stats: seeding'.padEnd(44)} ${seedSeconds.toFixed(1)} s  (${USER_COUNT} users, ${BLOG_COUNT} blogs, ${SIGNUP_COUNT} signups)`,
    );

    const admin = await insertUser(t.deps, { name: 'Bench Admin', isAdmin: true });
    const times: number[] = [];
    let answer: AdminStats | undefined;
    // The first call warms the code paths; it is not counted.
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await t.app.request('/api/admin/stats', { headers: admin.auth });
      const text = await res.text();
      if (!res.ok) throw new Error(`/api/admin/stats answered ${res.status}: ${text}`);
      if (run > 0) times.push(performance.now() - started);
      answer = JSON.parse(text) as AdminStats;
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const worst = times.at(-1) ?? Number.NaN;
    const lastWeek = answer?.weeks.at(-2);
    console.log(
      `${'admin stats, 100,000 users'.padEnd(44)} median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms  (${RUNS} runs; last full week ${lastWeek?.users} users, ${lastWeek?.blogs} blogs, ${lastWeek?.signups} signups; ${answer?.countries.length} countries, top ${answer?.countries[0]?.country} ${answer?.countries[0]?.blogs})`,
    );
    recordFigures('adminStats', {
      users: USER_COUNT,
      blogs: BLOG_COUNT,
      signups: SIGNUP_COUNT,
      seedSeconds,
      medianMs: median,
      worstMs: worst,
      runs: RUNS,
    });
    recordTarget({
      name: 'admin stats with 100,000 users',
      goal: `median < ${GOAL_MS} ms`,
      measured: `${median.toFixed(1)} ms (worst ${worst.toFixed(1)} ms)`,
      met: median < GOAL_MS,
    });
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await adminStatsBench();
