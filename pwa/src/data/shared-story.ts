// A blog's story stored once per record. A synced blog holds it up to three times: as the user has it
// (`blogBody`), as the server last had it (`base`, records.ts) and as the server shows it publicly
// (`shown`), and with no edit waiting the three are the same text. IndexedDB clones, compresses and
// writes every byte it is given: for a heavy traveller's thousand blogs of 1,500 words, the copies were
// half of the database (20.2 MB in Chromium, 10.3 MB without them), written while a new device's
// initial pull raced the page for the CPU. This DBCore middleware stores a copy equal to the record's
// own story as a null, naming the copies in STORY_MARK; every read gives the copies their story back
// before anything else sees the record.
import type {
  DBCore,
  DBCoreCursor,
  DBCoreMutateRequest,
  DBCoreOpenCursorRequest,
  DBCoreTable,
  Middleware,
} from 'dexie';

/**
 * On a stored blog: the nested copies whose story is the record's own, and that story's length and hash
 * (absent when no copy shares it). A tab still running a version of the app from before this middleware
 * reads the nulls as they are, and may write the record back with the mark and a story of its own: the
 * hash then no longer matches, and the copies are read as that version left them (a story unknown until
 * the next pull), never given a story that was not theirs.
 */
export const STORY_MARK = 'sharedStory';

interface StoryMark {
  in: string[];
  length: number;
  hash: number;
}

/** The nested copies of a blog record that may hold its story (records.ts LocalBlog). */
const COPIES: readonly string[] = ['base', 'shown'];

/** The tables whose records are blogs. */
const TABLES = new Set(['blogs']);

type Stored = Record<string, unknown>;

const isRecord = (value: unknown): value is Stored =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** FNV-1a over the UTF-16 code units: about 25 ms for a thousand stories of 1,500 words. */
function storyHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function isMarkOf(mark: unknown, story: unknown): mark is StoryMark {
  if (!isRecord(mark) || !Array.isArray(mark.in) || typeof story !== 'string') return false;
  return mark.length === story.length && mark.hash === storyHash(story);
}

/**
 * The record as it is stored: a new object, the caller's left as it was. A copy keeps its `blogBody` key
 * (as null), so a record read back has its keys in the order it was written.
 */
export function packStory(value: unknown): unknown {
  if (!isRecord(value) || typeof value.blogBody !== 'string') return value;
  const { [STORY_MARK]: _stale, ...record } = value;
  const story = value.blogBody;
  const shared: string[] = [];
  for (const name of COPIES) {
    const copy = record[name];
    if (isRecord(copy) && copy.blogBody === story) {
      record[name] = { ...copy, blogBody: null };
      shared.push(name);
    }
  }
  if (shared.length > 0) {
    const mark: StoryMark = { in: shared, length: story.length, hash: storyHash(story) };
    record[STORY_MARK] = mark;
  }
  return record;
}

/**
 * The record as it was written, from what the store gave back (a fresh object of this read's own, so it
 * is completed in place). A record stored before this middleware, or without a shared story, is as it is.
 */
export function unpackStory<T>(value: T): T {
  if (!isRecord(value) || !(STORY_MARK in value)) return value;
  const mark = value[STORY_MARK];
  delete value[STORY_MARK];
  if (!isMarkOf(mark, value.blogBody)) return value;
  for (const name of mark.in) {
    // Only ever a copy this module writes: a mark is data from the disk.
    if (!COPIES.includes(name)) continue;
    const copy = value[name];
    if (isRecord(copy) && copy.blogBody === null) copy.blogBody = value.blogBody;
  }
  return value;
}

function packed(req: DBCoreMutateRequest): DBCoreMutateRequest {
  return req.type === 'add' || req.type === 'put' ? { ...req, values: req.values.map(packStory) } : req;
}

/**
 * The cursor with each value whole. The IDB cursor's own getters only work on the cursor itself, so they
 * are forwarded; everything else (Dexie's start, continue, stop) is the cursor's.
 */
function unpackingCursor(cursor: DBCoreCursor): DBCoreCursor {
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: { get: () => unpackStory(cursor.value) },
  });
}

/**
 * Every read completed with `.then` on the promise the store gave: Dexie keeps its transaction's context
 * across its own promises, which an async function here would drop for the middlewares above.
 */
function storyTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate: (req) => table.mutate(packed(req)),
    get: (req) => table.get(req).then(unpackStory),
    getMany: (req) => table.getMany(req).then((values) => values.map(unpackStory)),
    query: (req) =>
      req.values
        ? table.query(req).then((res) => ({ ...res, result: res.result.map(unpackStory) }))
        : table.query(req),
    openCursor: (req: DBCoreOpenCursorRequest) =>
      req.values
        ? table.openCursor(req).then((cursor) => cursor && unpackingCursor(cursor))
        : table.openCursor(req),
  };
}

export const sharedStory: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'SharedStory',
  // Next to IndexedDB, below every middleware of Dexie's own (the lowest is at -1): its hooks, live
  // queries and caches, and the summaries (blog-summaries.ts), only ever see records whole.
  level: -10,
  create(down) {
    return {
      ...down,
      table: (name) => (TABLES.has(name) ? storyTable(down.table(name)) : down.table(name)),
    };
  },
};
