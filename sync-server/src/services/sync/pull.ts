// GET /api/sync/pull: what changed since the device's cursor, in the user's scope and in the public feed,
// each in its log order (DESIGN "Sync protocol" §6). The log holds a document's newest entry only
// (log-compaction.ts), and entries of a page collapse to the latest; the document is sent as it is now, or as
// a tombstone. A cursor older than the retained log answers reset.
// A server that went back in time answers reset with `restored` (wentBack below), so the device sends
// again what it holds rather than dropping it. The user's own profile travels in the user's scope too
// (profile-feed.ts).
import type { PulledChange, PullResponse } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import { blogs } from '../blogs/blog-doc';
import { betweenSteps } from '../loop-turn';
import {
  CHANGES,
  type ChangeEntry,
  entryId,
  PUBLIC_SCOPE,
  scopeEnd,
  scopeState,
  userScope,
} from './change-log';
import { type Cursor, decodeCursor, encodeCursor } from './cursor';
import { readViews } from './doc-views';
import { entryTag } from './entry-tag';
import { tagAt } from './log-compaction';
import { readProfile } from './profile-feed';
import { PULL_UNITS, readLimit, unitsOf } from './pull-units';
import { type SnapshotPosition, snapshotPage } from './snapshot';
import { refuseOtherAccount } from './sync-account';
import { type ClientDoc, SYNC_CLIENTS } from './sync-clients';

/** The longest start of `entries` within a page's units (at least one entry, whatever it takes). */
function pageOf(entries: ChangeEntry[]): ChangeEntry[] {
  let used = 0;
  for (const [i, entry] of entries.entries()) {
    used += unitsOf(entry.entity);
    if (used > PULL_UNITS) return entries.slice(0, Math.max(1, i));
  }
  return entries;
}

/**
 * The scope's entries after seq `after`, in seq order, at most limit. The window of ids (after, after +
 * limit] holds the whole page unless seqs are missing from it (a views entry replaced by a newer one,
 * view-feed.ts) or the log ends in it; only then is the rest of the log read for what is missing. One
 * range to the end of the log would have the store sort all of the rest on every page.
 */
async function entriesSince(deps: Pick<Deps, 'store'>, scope: string, after: number, limit: number) {
  const changes = deps.store.collection<ChangeEntry>(CHANGES);
  const sort = { _id: 1 } as const;
  const until = after + limit;
  const window = await changes.find(
    { _id: { $gt: entryId(scope, after), $lte: entryId(scope, until) } },
    { sort },
  );
  if (window.length >= limit) return window;
  const rest = await changes.find(
    { _id: { $gt: entryId(scope, until), $lt: scopeEnd(scope) } },
    { sort, limit: limit - window.length },
  );
  return [...window, ...rest];
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

interface Current {
  doc: Record<string, unknown>;
  /** The document's own revision; the entry's when absent. */
  rev?: number;
}

/**
 * The current documents behind entries, read per entity in steps of at most READ_UNITS with a turn of the
 * event loop between them (pull-units.ts); a missing one is a tombstone.
 */
async function currentDocs(
  deps: Pick<Deps, 'store'>,
  userId: string,
  entries: ChangeEntry[],
  scope: 'user' | 'public',
): Promise<Map<string, Current>> {
  const found = new Map<string, Current>();
  const byEntity = new Map<ChangeEntry['entity'], ChangeEntry[]>();
  for (const e of entries) {
    const group = byEntity.get(e.entity);
    if (group) group.push(e);
    else byEntity.set(e.entity, [e]);
  }
  const nextRead = betweenSteps();
  for (const [entity, group] of byEntity) {
    const ids = group.map((e) => e.id);
    if (entity === 'profile') {
      // Only the pulling user's own profile, as GET /api/users/me shows it.
      const profile = scope === 'user' && ids.includes(userId) ? await readProfile(deps, userId) : null;
      if (profile) found.set(`profile:${userId}`, profile);
      continue;
    }
    const step = readLimit(entity);
    for (let start = 0; start < ids.length; start += step) {
      await nextRead();
      const filter = { _id: { $in: ids.slice(start, start + step) } };
      for (const doc of await readViews(deps, userId, scope, entity, filter))
        found.set(`${entity}:${String(doc._id)}`, { doc });
    }
  }
  return found;
}

/**
 * Of the public feed's entries, the blogs the user owns: the feed sends none of them (their own scope
 * does). Read before any document, as ids alone: countBy groups in the store (SQLite reads the id off
 * each row, MongoDB groups on the server), where a find decoded every blog whole. A heavy traveller's
 * 900 public blogs of 1,500 words were decoded twice per pull this way (here, and by readViews only to
 * be left out), to send nothing.
 */
async function ownAmong(
  deps: Pick<Deps, 'store'>,
  userId: string,
  entries: ChangeEntry[],
): Promise<Set<string>> {
  const ids = entries.filter((e) => e.entity === 'blog').map((e) => e.id);
  if (ids.length === 0) return new Set();
  const owned = await blogs(deps).countBy('_id', { _id: { $in: ids }, userID: userId });
  return new Set(owned.map((group) => String(group.value)));
}

interface ScopePage {
  changes: PulledChange[];
  last: number;
  /** The tag of the entry at `last`, when it has one. */
  tag?: string | undefined;
  hasMore: boolean;
  reset: boolean;
  /** With reset: the log went back in time under the cursor. */
  restored?: boolean;
  snapshot?: SnapshotPosition;
}

async function pullScope(
  deps: Pick<Deps, 'store'>,
  userId: string,
  scope: 'user' | 'public',
  after: number,
  tag: string | undefined,
  snapshot: SnapshotPosition | undefined,
  fresh = false,
): Promise<ScopePage> {
  const name = scope === 'user' ? userScope(userId) : PUBLIC_SCOPE;
  const state = await scopeState(deps, name);
  // A cursor ahead of the log, or on an entry that is not the one it read, was never handed out by the
  // store as it is now (restored from a backup, or its last commits lost): the device starts over
  // rather than waiting for the log to catch up with it, and keeps what it holds.
  const gone = { changes: [], last: after, hasMore: false, reset: true, restored: true };
  if (after > state.seq) return gone;
  if (tag !== undefined && after > state.prunedTo) {
    const now = await tagAt(deps, name, after);
    // Neither the entry nor its kept tag (log-compaction.ts): a log written before tags of replaced entries
    // were kept, nothing to tell by.
    if (now !== undefined && now !== tag) return gone;
  }
  let position = snapshot;
  let from = after;
  // A device starting from nothing after the log was pruned gets a copy of what is there now, then the
  // log from where it stood when the copy began. A device with an old cursor resets to that.
  if (!position && after < state.prunedTo) {
    if (after > 0) return { changes: [], last: after, hasMore: false, reset: true };
    position = [0, ''];
    from = state.seq;
  }
  if (position) {
    const copy = await snapshotPage(deps, userId, scope, position, PULL_UNITS);
    return {
      changes: copy.changes,
      last: from,
      tag: from === after ? tag : await tagAt(deps, name, from),
      hasMore: true,
      reset: false,
      ...(copy.next && { snapshot: copy.next }),
    };
  }
  // One more than a page can hold tells whether more follow.
  const entries = await entriesSince(deps, name, after, PULL_UNITS + 1);
  const page = pageOf(entries);
  const hasMore = entries.length > page.length;
  const latest = latestPerDoc(page);
  const owned = scope === 'public' ? await ownAmong(deps, userId, latest) : new Set<string>();
  const isOwned = (entry: ChangeEntry) => entry.entity === 'blog' && owned.has(entry.id);
  const docs = await currentDocs(
    deps,
    userId,
    owned.size > 0 ? latest.filter((e) => !isOwned(e)) : latest,
    scope,
  );
  const changes: PulledChange[] = [];
  // A device pulling without a cursor gets the profile even where the log names no change of it (the
  // account predates its first entry): first, unless this page sends it anyway. Keyed on the missing
  // cursor, not on seq 0, so an empty log does not resend it with every pull; a reset always lands in
  // the copy above (the log was pruned), which carries the profile itself.
  if (scope === 'user' && fresh && !latest.some((e) => e.entity === 'profile')) {
    const profile = await readProfile(deps, userId);
    if (profile) changes.push({ scope, entity: 'profile', id: userId, ...profile });
  }
  for (const entry of latest) {
    // The user's own public blog comes with their scope, never as a tombstone of the feed's.
    if (isOwned(entry)) continue;
    const current = docs.get(`${entry.entity}:${entry.id}`);
    const own = current?.rev ?? current?.doc.rev;
    const rev = typeof own === 'number' ? own : entry.rev;
    changes.push(
      current
        ? { scope, entity: entry.entity, id: entry.id, rev, doc: current.doc }
        : { scope, entity: entry.entity, id: entry.id, rev, deleted: true },
    );
  }
  const end = page.at(-1);
  return {
    changes,
    last: end?.seq ?? after,
    tag: end ? entryTag(end) : tag,
    hasMore,
    reset: false,
  };
}

/**
 * The server holds fewer of this device's writes than it had acknowledged to it: its record of the
 * device (written in the same transaction as the writes) is older than the device's `acked`, or gone.
 * A device bound to another account is not this pull's to judge (a push refuses it).
 */
async function lostAcknowledged(
  deps: Pick<Deps, 'store'>,
  userId: string,
  clientId: string | undefined,
  acked: number | undefined,
): Promise<boolean> {
  if (!clientId || !acked) return false;
  const client = await deps.store.collection<ClientDoc>(SYNC_CLIENTS).findOne({ _id: clientId });
  if (!client) return true;
  return client.userID === userId && client.lastSeq < acked;
}

export interface PullRequest {
  cursor?: string | undefined;
  clientId?: string | undefined;
  acked?: number | undefined;
}

export async function pull(
  deps: Pick<Deps, 'store'>,
  userId: string,
  request: PullRequest = {},
): Promise<PullResponse> {
  const cursorText = request.cursor;
  const cursor = decodeCursor(cursorText);
  // Never `reset`: a device told to reset wipes its data and would fill it with this account's.
  refuseOtherAccount(userId, cursor.who);
  const own = await pullScope(deps, userId, 'user', cursor.u, cursor.ut, cursor.us, !cursorText);
  const feed = await pullScope(deps, userId, 'public', cursor.p, cursor.pt, cursor.ps);
  const wentBack =
    own.restored || feed.restored || (await lostAcknowledged(deps, userId, request.clientId, request.acked));
  if (own.reset || feed.reset || wentBack) {
    const start = encodeCursor({ who: userId, u: 0, p: 0 });
    return { changes: [], cursor: start, hasMore: true, reset: true, ...(wentBack && { restored: true }) };
  }
  const next: Cursor = {
    who: userId,
    u: own.last,
    p: feed.last,
    ...(own.tag && { ut: own.tag }),
    ...(feed.tag && { pt: feed.tag }),
    ...(own.snapshot && { us: own.snapshot }),
    ...(feed.snapshot && { ps: feed.snapshot }),
  };
  return {
    changes: [...own.changes, ...feed.changes],
    cursor: encodeCursor(next),
    hasMore: own.hasMore || feed.hasMore,
  };
}
