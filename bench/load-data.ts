// The data the HTTP load bench runs on, written into a fresh data dir before the server starts (the
// embedded store is one process's files): 10,000 users for the admin list, 50 public blogs with hero
// images, an admin, a reader whose 200 tasks are pushed through the API once the server runs, and the
// writers the push route spreads its batches over (each has its own task quota). Tokens are signed with
// the JWT_SECRET the server is started with, so no sign-in (and its rate limit) is involved.
import { newId } from '../shared/ids';
import type { Mutation } from '../shared/sync/protocol';
import { openEmbeddedStore } from '../sync-server/src/adapters/document-store/embedded';
import { issueToken } from '../sync-server/src/http/tokens';
import type { DocumentStore } from '../sync-server/src/ports/document-store';
import { hashPassword } from '../sync-server/src/services/auth/password';
import { BLOGS } from '../sync-server/src/services/blogs/blog-doc';
import { ensureIndexes } from '../sync-server/src/services/indexes';
import { newUserDoc, USERS, type UserDoc } from '../sync-server/src/services/users/user-doc';
import { blog, user } from './admin-lists';

export const LOAD_SECRET = 'bench-load-secret-that-is-long-enough-for-hs256-signing';
const USERS_COUNT = 10_000;
const PUBLIC_BLOGS = 50;
const WRITERS = 50;

export interface LoadData {
  adminToken: string;
  readerToken: string;
  writerTokens: string[];
  blogId: string;
}

/**
 * Writes the bench's documents into `dataDir` (the server's DATA_DIR), which the server must not have open.
 * `usersCount` other than the bench's 10,000 is for the bench's own test.
 */
export async function seedLoadData(dataDir: string, usersCount = USERS_COUNT): Promise<LoadData> {
  const store = await openEmbeddedStore(dataDir);
  try {
    return await seedLoadStore(store, usersCount);
  } finally {
    await store.close();
  }
}

/** seedLoadData on a store already open; `people` are the list's users, for a bench that adds their data. */
export async function seedLoadStore(
  store: DocumentStore,
  usersCount = USERS_COUNT,
): Promise<LoadData & { people: UserDoc[] }> {
  await ensureIndexes(store);
  const passwordHash = await hashPassword('bench-user-password');
  const people = Array.from({ length: usersCount }, (_, i) => user(i, passwordHash));
  for (let i = 0; i < usersCount; i += 1000)
    await store.collection<UserDoc>(USERS).insertMany(people.slice(i, i + 1000));
  const blogs = people
    .slice(0, PUBLIC_BLOGS)
    .map((owner, i) => ({ ...blog(i, owner), publish: true, suspended: false }));
  await store.collection(BLOGS).insertMany(blogs);
  const account = (name: string, isAdmin = false) =>
    newUserDoc({ _id: newId(), name, email: `${name}@bench.example.com`, passwordHash, isAdmin }, new Date());
  const admin = account('bench-admin', true);
  const reader = account('bench-reader');
  const writers = Array.from({ length: WRITERS }, (_, i) => account(`bench-writer-${i}`));
  await store.collection<UserDoc>(USERS).insertMany([admin, reader, ...writers]);
  const token = (u: UserDoc) => issueToken(LOAD_SECRET, u);
  return {
    adminToken: await token(admin),
    readerToken: await token(reader),
    writerTokens: await Promise.all(writers.map(token)),
    blogId: blogs[0]?._id ?? '',
    people,
  };
}

/**
 * `count` task creates as the push route receives them: a new device's first batch, or the next batch of
 * the device `clientId` that has pushed up to seq `after`.
 */
export function taskBatch(
  count: number,
  clientId = newId().replaceAll('-', ''),
  after = 0,
): { clientId: string; mutations: Mutation[] } {
  const mutations = Array.from({ length: count }, (_, i) => ({
    clientId,
    seq: after + i + 1,
    opId: `op${after + i}`,
    entity: 'task' as const,
    id: newId(),
    kind: 'create' as const,
    baseRev: 0,
    fields: { taskText: `task ${i}`, important: i % 7 === 0, completed: false, date: '', time: '' },
  }));
  return { clientId, mutations };
}

/** Gives the reader its tasks through the running server's push route. */
export async function pushTasks(url: string, token: string, count: number): Promise<void> {
  const res = await fetch(`${url}/api/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(taskBatch(count)),
  });
  if (!res.ok) throw new Error(`pushing the reader's tasks: ${res.status} ${await res.text()}`);
}

/** Tasks the writers hold now: the push route's applied mutations are the growth of this over a run. */
export async function writerTasks(url: string, data: LoadData): Promise<number> {
  let total = 0;
  for (const token of data.writerTokens) {
    const res = await fetch(`${url}/api/tasks/`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`counting a writer's tasks: ${res.status} ${await res.text()}`);
    total += ((await res.json()) as unknown[]).length;
  }
  return total;
}
