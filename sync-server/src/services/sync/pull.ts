// GET /api/sync/pull: what changed since the device's cursor, in the user's scope and in the public feed,
// each in its log order (DESIGN "Sync protocol" §6). Entries of one document collapse to its latest; the
// document is sent as it is now, or as a tombstone. A cursor older than the retained log answers reset.
import type { PulledChange, PulledEntity, PullResponse } from '../../../../shared/sync/protocol';
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

async function currentDoc(
  deps: Pick<Deps, 'store'>,
  userId: string,
  entry: ChangeEntry,
  scope: 'user' | 'public',
) {
  const entity: PulledEntity = entry.entity;
  if (entity === 'blog') {
    const filter =
      scope === 'public' ? { _id: entry.id, ...PUBLIC_FILTER } : { _id: entry.id, userID: userId };
    return (await blogs(deps).findOne(filter)) as (BlogDoc & Record<string, unknown>) | null;
  }
  const collection = entity === 'conflict' ? CONFLICTS : COLLECTION[entity];
  const doc = await deps.store.collection<SyncedDoc>(collection).findOne({ _id: entry.id, userID: userId });
  return doc && syncedView(doc);
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
  const changes: PulledChange[] = [];
  for (const entry of latestPerDoc(page)) {
    const doc = await currentDoc(deps, userId, entry, scope);
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
