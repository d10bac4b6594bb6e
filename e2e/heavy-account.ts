// A blogger's account seeded through the API as their devices would have filled it: registered, photos
// uploaded by hash, then every task and blog pushed through POST /api/sync/push. 'heavy' is a traveller
// at the quotas (5,000 tasks; 1,000 blogs of about 1,500 words, 900 public, 50 with three photos);
// 'small' is a light user of the same shape. The server must allow the writes: every mutation and photo
// counts against WRITES_PER_MINUTE (600 by default), so start it with a higher one (harness `env`).
import { formatDate, formatTime } from '../shared/dates';
import { newId } from '../shared/ids';
import { type Registered, registerUser } from './accounts-api';
import { blogBody, blogCountry, blogPhoto, blogTitle, seededRandom, taskText } from './heavy-account-content';
import { type Change, newDevice, pushChanges, uploadPhoto } from './sync-push-api';

export type AccountSize = 'heavy' | 'small';

interface Shape {
  tasks: number;
  blogs: number;
  publicBlogs: number;
  /** Blogs with a hero and two gallery photos. */
  withPhotos: number;
}

export const SHAPES: Readonly<Record<AccountSize, Readonly<Shape>>> = {
  heavy: { tasks: 5000, blogs: 1000, publicBlogs: 900, withPhotos: 50 },
  small: { tasks: 50, blogs: 10, publicBlogs: 9, withPhotos: 1 },
};

/** A seeded document: its id, its revision on the server, and (for tasks) its text. */
export interface SeededDoc {
  id: string;
  rev: number;
}

export interface SeededAccount extends Shape {
  account: Registered;
  taskDocs: (SeededDoc & { text: string; completed: boolean })[];
  blogDocs: (SeededDoc & { title: string })[];
  photos: number;
  seedSeconds: number;
}

const PHOTO_UPLOADS_AT_ONCE = 4;
const DAY = 24 * 3600 * 1000;

/** Runs `work` over items with at most `limit` under way at once. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Tasks written over the last year, oldest first, every third one done, every seventh important. */
function taskChanges(count: number, now: number): { changes: Change[]; docs: SeededAccount['taskDocs'] } {
  const changes: Change[] = [];
  const docs: SeededAccount['taskDocs'] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(now - DAY * 365 + Math.floor((i * DAY * 365) / count));
    const id = newId(at.getTime());
    const fields = {
      taskText: taskText(i),
      important: i % 7 === 0,
      completed: i % 3 === 0,
      date: formatDate(at),
      time: formatTime(at),
    };
    changes.push({ entity: 'task', id, kind: 'create', baseRev: 0, fields });
    docs.push({ id, rev: 0, text: fields.taskText, completed: fields.completed });
  }
  return { changes, docs };
}

/**
 * `count` blogs picked evenly through the log, the first or the last of each stretch: photos go on the
 * first (public ones), privacy on the last, so the two never fall on the same blogs.
 */
const spread = (blogs: number, count: number, at: 'first' | 'last') => {
  if (count === 0) return () => false;
  const every = Math.floor(blogs / count);
  return (i: number) => i % every === (at === 'first' ? 0 : every - 1) && Math.floor(i / every) < count;
};

function blogChanges(shape: Shape, hashes: string[]): { changes: Change[]; docs: SeededAccount['blogDocs'] } {
  const random = seededRandom(shape.blogs);
  const hasPhotos = spread(shape.blogs, shape.withPhotos, 'first');
  const isPrivate = spread(shape.blogs, shape.blogs - shape.publicBlogs, 'last');
  const changes: Change[] = [];
  const docs: SeededAccount['blogDocs'] = [];
  let photo = 0;
  for (let i = 0; i < shape.blogs; i++) {
    const id = newId();
    const photos = hasPhotos(i) ? hashes.slice(photo, photo + 3) : [];
    photo += photos.length;
    const [heroImage = null, ...imageUrls] = photos;
    const fields = {
      blogTitle: blogTitle(random, i),
      country: blogCountry(random),
      blogBody: blogBody(random),
      publish: !isPrivate(i),
      // A few marked featured, as a blogger does with their best posts.
      featured: i % 50 === 0,
      heroImage,
      imageUrls,
    };
    changes.push({ entity: 'blog', id, kind: 'create', baseRev: 0, fields });
    docs.push({ id, rev: 0, title: fields.blogTitle });
  }
  return { changes, docs };
}

/** Registers a user and fills their account to `size`; answers the credentials and what was made. */
export async function seedAccount(baseUrl: string, size: AccountSize): Promise<SeededAccount> {
  const started = performance.now();
  const shape = SHAPES[size];
  const account = await registerUser(baseUrl, size === 'heavy' ? 'Hana Heavy' : 'Sam Small');
  const device = newDevice();
  const tasks = taskChanges(shape.tasks, Date.now());
  // The photos upload while the tasks are pushed: the server encodes them off the push's path.
  const [hashes, taskRevs] = await Promise.all([
    (async () => {
      const indexes = Array.from({ length: shape.withPhotos * 3 }, (_, i) => i);
      return inParallel(indexes, PHOTO_UPLOADS_AT_ONCE, async (i) =>
        uploadPhoto(baseUrl, account.token, await blogPhoto(i)),
      );
    })(),
    pushChanges(baseUrl, account.token, device, tasks.changes),
  ]);
  const blogs = blogChanges(shape, hashes);
  const blogRevs = await pushChanges(baseUrl, account.token, device, blogs.changes);
  const withRev = <T extends SeededDoc>(doc: T, revs: Map<string, number>): T => ({
    ...doc,
    rev: revs.get(doc.id) ?? 0,
  });
  return {
    ...shape,
    account,
    taskDocs: tasks.docs.map((d) => withRev(d, taskRevs)),
    blogDocs: blogs.docs.map((d) => withRev(d, blogRevs)),
    photos: hashes.length,
    seedSeconds: (performance.now() - started) / 1000,
  };
}

/**
 * One edit of every task and blog, pushed from another device of the owner's, as a year of use leaves an
 * account: each task's done flag flipped, each blog's title corrected (with the title it started from,
 * as a device sends it). Answers the seconds it took; the seeded revisions move on.
 */
export async function editEveryDocument(baseUrl: string, seeded: SeededAccount): Promise<number> {
  const started = performance.now();
  const { account, taskDocs, blogDocs } = seeded;
  const taskEdits = taskDocs.map(
    (t): Change => ({
      entity: 'task',
      id: t.id,
      kind: 'update',
      baseRev: t.rev,
      fields: { completed: !t.completed },
    }),
  );
  const blogEdits = blogDocs.map(
    (b): Change => ({
      entity: 'blog',
      id: b.id,
      kind: 'update',
      baseRev: b.rev,
      fields: { blogTitle: `${b.title}, revisited` },
      base: { blogTitle: b.title },
    }),
  );
  const revs = await pushChanges(baseUrl, account.token, newDevice(), [...taskEdits, ...blogEdits]);
  for (const task of taskDocs) {
    task.completed = !task.completed;
    task.rev = revs.get(task.id) ?? task.rev;
  }
  for (const blog of blogDocs) {
    blog.title = `${blog.title}, revisited`;
    blog.rev = revs.get(blog.id) ?? blog.rev;
  }
  return (performance.now() - started) / 1000;
}
