// The device search of /user-blogs: a MiniSearch index of the words in the title, story and country of the
// user's blogs and drafts, so a search answers from memory, offline, as they type. It is built the first
// time someone searches (reading every story once: a heavy traveller's are megabytes, never read for the
// table) and then kept in step from a live query of the summaries, which fires for this tab's writes, for
// another tab's and for pulled pages alike: only the blogs whose summary changed are read again, plus those
// with unsent edits (a second edit of a story changes nothing a summary holds). Drafts are few and small,
// and arrive whole. One index per user database, kept while the database is open, so coming back to the
// screen catches up on the changes rather than starting over.
import { liveQuery, type Subscription } from 'dexie';
import MiniSearch from 'minisearch';
import { foldWord } from '../../../shared/search-words.ts';
import type { BlogSummary } from './blog-summaries.ts';
import type { UserDb } from './db.ts';
import type { LocalBlog, LocalDraft } from './records.ts';
import { words } from './search-text.ts';

export type SearchKind = 'blog' | 'draft';

/** One search result: what the list shows, and the words it matched (in their search form) to mark. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  country: string;
  story: string;
  terms: string[];
}

export interface SearchAnswer {
  /** Every blog and draft that matched. */
  count: number;
  /** The best of them, best first. */
  hits: SearchHit[];
}

export interface BlogSearch {
  /** Resolves once the index holds the device's blogs and drafts. */
  readonly ready: Promise<void>;
  /** Every word must match, the last one as a prefix (it is still being typed). */
  search(query: string, limit?: number): Promise<SearchAnswer>;
  /** Called after the index took in a change, to search again. */
  subscribe(listener: () => void): () => void;
  /** The caller is done with it: stops following changes once nobody uses the index. */
  release(): void;
}

interface SearchDoc {
  key: string;
  kind: SearchKind;
  id: string;
  title: string;
  country: string;
  story: string;
}

type Stored = Pick<SearchDoc, 'kind' | 'id' | 'title' | 'country'>;

interface Snapshot {
  summaries: BlogSummary<LocalBlog>[];
  drafts: LocalDraft[];
}

/** Stories read (and indexed) per step; the page stays responsive between steps. */
const CHUNK = 25;
export const SHOWN_HITS = 20;

const keyOf = (kind: SearchKind, id: string) => `${kind}:${id}`;

/** What changes in a blog's summary whenever its text may have changed, apart from local edits. */
const blogStamp = (s: BlogSummary<LocalBlog>) =>
  JSON.stringify([s.rev, s.pending, s.updatedAt ?? '', s.blogTitle, s.country]);

const draftDoc = (draft: LocalDraft): SearchDoc => ({
  key: keyOf('draft', draft._id),
  kind: 'draft',
  id: draft._id,
  title: draft.blogTitle ?? '',
  country: draft.country ?? '',
  story: draft.blogBody ?? '',
});

const blogDoc = (blog: LocalBlog): SearchDoc => ({
  key: keyOf('blog', blog._id),
  kind: 'blog',
  id: blog._id,
  title: blog.blogTitle,
  country: blog.country,
  story: blog.blogBody,
});

const docStamp = (doc: SearchDoc) => JSON.stringify([doc.title, doc.country, doc.story]);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function newIndex() {
  return new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['title', 'country', 'story'],
    storeFields: ['kind', 'id', 'title', 'country'],
    tokenize: words,
    processTerm: (term) => foldWord(term) || null,
  });
}

class SharedIndex {
  private readonly index = newIndex();
  /** Per document key: its blog summary's stamp, or a draft's text. */
  private readonly stamps = new Map<string, string>();
  private readonly drafts = new Map<string, LocalDraft>();
  private readonly listeners = new Set<() => void>();
  private subscription: Subscription | null = null;
  private users = 0;
  private latest: Snapshot | null = null;
  private applying: Promise<void> = Promise.resolve();
  private settled: () => void = () => {};
  private failed: (error: unknown) => void = () => {};
  ready: Promise<void> = Promise.resolve();

  constructor(private readonly db: UserDb) {}

  acquire(): void {
    this.users += 1;
    if (this.subscription) return;
    this.ready = new Promise((resolve, reject) => {
      this.settled = resolve;
      this.failed = reject;
    });
    // Nobody may be waiting yet: a failure is reported to whoever awaits it, not as unhandled.
    this.ready.catch(() => {});
    const changes = liveQuery(async () => {
      const [summaries, drafts] = await Promise.all([
        this.db.blogSummaries.toArray(),
        this.db.drafts.toArray(),
      ]);
      return { summaries, drafts };
    });
    this.subscription = changes.subscribe({
      next: (snapshot) => this.take(snapshot),
      error: (error) => this.failed(error),
    });
  }

  release(): void {
    this.users -= 1;
    if (this.users > 0) return;
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Only the newest snapshot is applied: several changes during one update are taken in together. */
  private take(snapshot: Snapshot): void {
    const idle = this.latest === null;
    this.latest = snapshot;
    if (!idle) return;
    this.applying = this.applying.then(async () => {
      while (this.latest) {
        const next = this.latest;
        try {
          await this.apply(next);
        } catch (error) {
          this.latest = null;
          this.failed(error);
          return;
        }
        if (this.latest === next) this.latest = null;
      }
      this.settled();
      for (const listener of this.listeners) listener();
    });
  }

  private put(doc: SearchDoc, stamp: string): void {
    if (this.index.has(doc.key)) this.index.replace(doc);
    else this.index.add(doc);
    this.stamps.set(doc.key, stamp);
  }

  private remove(key: string): void {
    if (this.index.has(key)) this.index.discard(key);
    this.stamps.delete(key);
  }

  private async apply({ summaries, drafts }: Snapshot): Promise<void> {
    const held = new Set<string>();
    const reread: string[] = [];
    for (const summary of summaries) {
      const key = keyOf('blog', summary._id);
      held.add(key);
      if (summary.pending === 1 || this.stamps.get(key) !== blogStamp(summary)) reread.push(summary._id);
    }
    this.drafts.clear();
    for (const draft of drafts) {
      const doc = draftDoc(draft);
      held.add(doc.key);
      this.drafts.set(draft._id, draft);
      const stamp = docStamp(doc);
      if (this.stamps.get(doc.key) !== stamp) this.put(doc, stamp);
    }
    for (const key of [...this.stamps.keys()]) if (!held.has(key)) this.remove(key);

    const stampOf = new Map(summaries.map((summary) => [summary._id, blogStamp(summary)]));
    for (let start = 0; start < reread.length; start += CHUNK) {
      const blogs = await this.db.blogs.bulkGet(reread.slice(start, start + CHUNK));
      for (const blog of blogs) {
        // Deleted since the snapshot: the next one (already on its way) drops it.
        if (!blog) continue;
        this.put(blogDoc(blog), stampOf.get(blog._id) ?? '');
      }
      if (start + CHUNK < reread.length) await nextTask();
    }
  }

  async search(query: string, limit: number): Promise<SearchAnswer> {
    await this.ready;
    const last = words(query).length - 1;
    if (last < 0) return { count: 0, hits: [] };
    const results = this.index.search(query, {
      prefix: (_term, i) => i === last,
      combineWith: 'AND',
      boost: { title: 3, country: 2 },
    });
    const best = results.slice(0, limit);
    const blogIds = best.filter((result) => result.kind === 'blog').map((result) => result.id as string);
    const stories = new Map<string, string>();
    for (const blog of await this.db.blogs.bulkGet(blogIds)) if (blog) stories.set(blog._id, blog.blogBody);
    const hits = best.map((result): SearchHit => {
      const stored = result as unknown as Stored;
      const story =
        stored.kind === 'blog'
          ? (stories.get(stored.id) ?? '')
          : (this.drafts.get(stored.id)?.blogBody ?? '');
      return { ...stored, story, terms: result.terms };
    });
    return { count: results.length, hits };
  }
}

const open = new WeakMap<UserDb, SharedIndex>();

/** The search of this user database's blogs and drafts; builds the index on first use. */
export function openBlogSearch(db: UserDb): BlogSearch {
  let shared = open.get(db);
  if (!shared) {
    shared = new SharedIndex(db);
    open.set(db, shared);
  }
  const index = shared;
  index.acquire();
  let released = false;
  return {
    get ready() {
      return index.ready;
    },
    search: (query, limit = SHOWN_HITS) => index.search(query, limit),
    subscribe: (listener) => index.subscribe(listener),
    release() {
      if (released) return;
      released = true;
      index.release();
    },
  };
}
