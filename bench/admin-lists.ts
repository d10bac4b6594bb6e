// The admin lists on a large site: 10,000 users and 10,000 blogs in the embedded store, then the first page
// and a search of each, through the real app in process. Figures only; the aim is a first page under 100 ms.
// Alone: npx tsx bench/admin-lists.ts
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { formatDate, formatTime } from '../shared/dates';
import type { ImageRef } from '../shared/entities/image';
import { newId } from '../shared/ids';
import { createdStamps } from '../shared/sync/merge';
import type { Deps } from '../sync-server/src/deps';
import { hashPassword } from '../sync-server/src/services/auth/password';
import { BLOGS, type BlogDoc } from '../sync-server/src/services/blogs/blog-doc';
import { MERGED_FIELDS } from '../sync-server/src/services/blogs/blog-writes';
import { writeStamp } from '../sync-server/src/services/sync/writers';
import { newUserDoc, USERS, type UserDoc } from '../sync-server/src/services/users/user-doc';
import { insertUser } from '../sync-server/src/testing/factories';
import { createTestApp } from '../sync-server/src/testing/test-app';
import { recordFigures } from './results';
import { percentile } from './timed';

const COUNT = 10_000;
const RUNS = 20;
const FIRST = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Finn', 'Greta', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lena'];
const LAST = ['Lee', 'Stone', 'Okafor', 'Novak', 'Garcia', 'Smith', 'Rossi', 'Berg', 'Tanaka', 'Walsh'];
const PLACES = [
  ['Lisbon by tram', 'Portugal'],
  ['Three days in the Alps', 'Switzerland'],
  ['Rome on foot', 'Italy'],
  ['Fjords of the west', 'Norway'],
  ['Kyoto in autumn', 'Japan'],
  ['Patagonia, the long road', 'Argentina'],
  ['Street food of Hanoi', 'Vietnam'],
  ['Island hopping', 'Greece'],
] as const;
const WORDS =
  'we walked along the harbour at dawn and the light on the old stone made everything feel new again'.split(
    ' ',
  );

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** Plain text of about the length of a real post (a few thousand characters). */
function body(i: number): string {
  const length = 300 + ((i * 37) % 500);
  return Array.from({ length }, (_, w) => pick(WORDS, w * 7 + i)).join(' ');
}

/** Photos are named by the SHA-256 of their bytes. */
function image(name: string): ImageRef {
  const id = createHash('sha256').update(name).digest('hex');
  const url = `/media/${id}`;
  return { id, url, width: 1600, height: 1200, variants: [480, 960, 1600].map((w) => ({ width: w, url })) };
}

/** Spread over two years, newest last, so the pages sort like a real history. */
const createdAt = (i: number) => new Date(Date.UTC(2023, 0, 1) + i * 6_300_000);

export function user(i: number, passwordHash: string): UserDoc {
  const name = `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))} ${i}`;
  return newUserDoc(
    {
      _id: newId(createdAt(i).getTime()),
      name,
      email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
      passwordHash,
      isAdmin: i % 97 === 0,
      isSuspended: i % 31 === 0,
      logins: i % 40,
      blogs: 1,
    },
    createdAt(i),
  );
}

export function blog(i: number, owner: UserDoc): BlogDoc & Record<string, unknown> {
  const [title, country] = pick(PLACES, i);
  const at = createdAt(i);
  const photos = [0, 1, 2].map((n) => image(`${i}-${n}`));
  return {
    _id: newId(at.getTime()),
    author: owner.name,
    blogTitle: `${title} #${i}`,
    country,
    blogBody: body(i),
    featured: i % 9 === 0,
    publish: i % 5 !== 0,
    suspended: i % 53 === 0,
    status: 'published',
    lastEdited: `${formatDate(at)} ${formatTime(at)}`,
    views: i % 300,
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
    userID: owner._id,
    createdByAdmin: false,
    edited: false,
    imageData: { heroImage: image(`${i}-hero`), imageUrls: photos },
    // What a blog written through the API carries beside its fields (services/blogs/blog-writes.ts).
    rev: 1,
    stamps: createdStamps(Object.fromEntries(MERGED_FIELDS.map((f) => [f, true])), writeStamp(undefined, at)),
  };
}

async function seed(deps: Deps): Promise<void> {
  const passwordHash = await hashPassword('bench-user-password');
  const users = Array.from({ length: COUNT }, (_, i) => user(i, passwordHash));
  for (let i = 0; i < COUNT; i += 1000) {
    await deps.store.collection<UserDoc>(USERS).insertMany(users.slice(i, i + 1000));
    await deps.store.collection(BLOGS).insertMany(users.slice(i, i + 1000).map((u, j) => blog(i + j, u)));
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export async function adminListsBench(): Promise<void> {
  const t = await createTestApp({}, { LOG_REQUESTS: 'false' });
  try {
    await seed(t.deps);
    const admin = await insertUser(t.deps, { name: 'Bench Admin', isAdmin: true });
    const get = async (url: string) => {
      const started = performance.now();
      const res = await t.app.request(url, { headers: admin.auth });
      const text = await res.text();
      if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text}`);
      return { ms: performance.now() - started, text };
    };
    const calls: [label: string, url: string][] = [
      ['admin users, first page of 10,000', '/api/admin/users/?page=1'],
      ['admin users, search "ann l"', '/api/admin/users/?q=ann%20l&page=1'],
      ['admin blogs, first page of 10,000', '/api/admin/?page=1'],
      ['admin blogs, search "kyoto"', '/api/admin/?q=kyoto&page=1'],
    ];
    const recorded: Record<string, unknown> = {};
    for (const [label, url] of calls) {
      const times: number[] = [];
      let answer = { total: 0, bytes: 0 };
      // The first call warms the code paths; it is not counted.
      for (let run = 0; run <= RUNS; run++) {
        const { ms, text } = await get(url);
        if (run > 0) times.push(ms);
        answer = { total: JSON.parse(text).total, bytes: text.length };
      }
      times.sort((a, b) => a - b);
      const figures = `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
      recorded[label] = {
        medianMs: percentile(times, 50),
        p95Ms: percentile(times, 95),
        matches: answer.total,
      };
      console.log(
        `${label.padEnd(44)} ${figures}  (${RUNS} runs, ${answer.total} matches, ${kib(answer.bytes)})`,
      );
    }
    // For scale: the unpaged list SPEC §7 describes, which a screen of 10,000 blogs would otherwise load.
    const whole = await get('/api/admin/');
    console.log(
      `${'admin blogs, whole unpaged list'.padEnd(44)} ${whole.ms.toFixed(0)} ms once  (${kib(whole.text.length)})`,
    );
    recordFigures('adminLists', {
      ...recorded,
      'admin blogs, whole unpaged list': { ms: whole.ms, bytes: whole.text.length },
    });
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await adminListsBench();
