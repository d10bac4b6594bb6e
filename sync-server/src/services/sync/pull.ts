// GET /api/sync/pull: what changed since the device's cursor, in the user's scope and in the public feed,
// each in its log order (DESIGN "Sync protocol" §6). Entries of one document collapse to its latest; the
// document is sent as it is now, or as a tombstone. A cursor older than the retained log answers reset.
import type { PulledChange, PullResponse } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import { type BlogDoc, blogs, PUBLIC_FILTER } from '../blogs/blog-doc';
import { ValidationError } from '../errors';
import { CHANGES, type ChangeEntry, PUBLIC_SCOPE, scopeState, userScope } from './change-log';
import { COLLECTION, CONFLICTS, type SyncedDoc, syncedView } from './synced-docs';

export const PULL_LIMIT = 500;

interface Cursor {
  u: number;
  p: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor {
  if (!text) return { u: 0, p: 0 };
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (
      Number.isSafeInteger(value.u) &&
      Number.isSafeInteger(value.p) &&
      (value.u ?? -1) >= 0 &&
      (value.p ?? -1) >= 0
    ) {
      return { u: value.u as number, p: value.p as number };
    }
  } catch {
    // fall through to the error below
  }
  throw new ValidationError('cursor: not a cursor this server handed out');
}

async function entriesSince(deps: Pick<Deps, 'store'>, scope: string, after: number, limit: number) {
  return deps.store
    .collection<ChangeEntry>(CHANGES)
    .find({ scope, seq: { $gt: after } }, { sort: { seq: 1 }, limit });
}

/** The newest entry per document, in log order of those newest entries. */
function latestPerDoc(entries: ChangeEntry[]): ChangeEntry[] {
  const latest = new Map<string, ChangeEntry>();
  for (const e of entries) {
    latest.delete(`${e.entity}:${e.id}`);
    latest.set(`${e.entity}:${e.id}`, e);
  }
  return [...latest.values()];
}

/** The current documents behind entries, read with one query per entity; a missing one is a tombstone. */
async function currentDocs(
  deps: Pick<Deps, 'store'>,
  userId: string,
  entries: ChangeEntry[],
  scope: 'user' | 'public',
): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const byEntity = new Map<ChangeEntry['entity'], ChangeEntry[]>();
  for (const e of entries) {
    const group = byEntity.get(e.entity);
    if (group) group.push(e);
    else byEntity.set(e.entity, [e]);
  }
  for (const [entity, group] of byEntity) {
    const ids = group.map((e) => e.id);
    if (entity === 'blog') {
      const filter =
        scope === 'public' ? { _id: { $in: ids }, ...PUBLIC_FILTER } : { _id: { $in: ids }, userID: userId };
      for (const blog of await blogs(deps).find(filter))
        found.set(`blog:${blog._id}`, blog as BlogDoc & Record<string, unknown>);
      continue;
    }
    const collection = entity === 'conflict' ? CONFLICTS : COLLECTION[entity];
    const docs = await deps.store
      .collection<SyncedDoc>(collection)
      .find({ _id: { $in: ids }, userID: userId });
    for (const doc of docs) found.set(`${entity}:${doc._id}`, syncedView(doc));
  }
  return found;
}

async function pullScope(
  deps: Pick<Deps, 'store'>,
  userId: string,
  scope: 'user' | 'public',
  after: number,
): Promise<{ changes: PulledChange[]; last: number; hasMore: boolean; reset: boolean }> {
  const name = scope === 'user' ? userScope(userId) : PUBLIC_SCOPE;
  const state = await scopeState(deps, name);
  if (after < state.prunedTo) return { changes: [], last: after, hasMore: false, reset: true };
  const entries = await entriesSince(deps, name, after, PULL_LIMIT + 1);
  const hasMore = entries.length > PULL_LIMIT;
  const page = entries.slice(0, PULL_LIMIT);
  const latest = latestPerDoc(page);
  const docs = await currentDocs(deps, userId, latest, scope);
  const changes: PulledChange[] = [];
  for (const entry of latest) {
    const doc = docs.get(`${entry.entity}:${entry.id}`);
    const rev = typeof doc?.rev === 'number' ? doc.rev : entry.rev;
    changes.push(
      doc
        ? { scope, entity: entry.entity, id: entry.id, rev, doc }
        : { scope, entity: entry.entity, id: entry.id, rev, deleted: true },
    );
  }
  return { changes, last: page.at(-1)?.seq ?? after, hasMore, reset: false };
}

export async function pull(
  deps: Pick<Deps, 'store'>,
  userId: string,
  cursorText: string | undefined,
): Promise<PullResponse> {
  const cursor = decodeCursor(cursorText);
  const own = await pullScope(deps, userId, 'user', cursor.u);
  const feed = await pullScope(deps, userId, 'public', cursor.p);
  if (own.reset || feed.reset)
    return { changes: [], cursor: encodeCursor({ u: 0, p: 0 }), hasMore: true, reset: true };
  return {
    changes: [...own.changes, ...feed.changes],
    cursor: encodeCursor({ u: own.last, p: feed.last }),
    hasMore: own.hasMore || feed.hasMore,
  };
}
