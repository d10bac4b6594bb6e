// The device side of a pull, one Dexie transaction per page: every change lands together with the cursor
// that follows it, so a crash between pages resumes where the stored cursor says and nothing is skipped.
import type { Table } from 'dexie';
import type { PullResponse, SyncEntity } from '../../../shared/sync/protocol.ts';
import { readMeta, type UserDb } from './db.ts';
import { tableOf } from './local-write.ts';
import { type Outcome, type OwnRecord, ownIds, type PageReads, settlePage } from './pull-page.ts';
import { docKey, type OutboxEntry } from './records.ts';

const OWN: readonly SyncEntity[] = ['task', 'draft', 'blog'];

/** Queued entries by document (docKey), each document's in the order given. */
export function pendingByDoc(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const map = new Map<string, OutboxEntry[]>();
  for (const e of entries) {
    const key = docKey(e.entity, e.id);
    map.set(key, [...(map.get(key) ?? []), e]);
  }
  return map;
}

/** Up to this many ids a page names of a table are read one request each, as their keys would cost as much. */
const FEW_IDS = 20;

/**
 * The records of `ids` the table holds. Their keys are read first, in one request over the range the ids
 * span, and only the ids found are read whole: a new device's initial pull names thousands of records it
 * does not hold yet, and asking for each one cost as much as writing it (a request per id). A page of a few
 * changes (an ordinary pull) reads them directly: the range of a few ids may span every key the table has.
 */
async function heldOf(table: Table<OwnRecord, string>, ids: readonly string[]): Promise<OwnRecord[]> {
  const wanted = ids.length <= FEW_IDS ? ids : await heldIds(table, ids);
  if (wanted.length === 0) return [];
  return (await table.bulkGet([...wanted])).filter((record) => record !== undefined);
}

/** Of `ids`, those the table holds: its keys over the range they span, in one request. */
async function heldIds(table: Table<OwnRecord, string>, ids: readonly string[]): Promise<string[]> {
  // IndexedDB orders string keys by code unit, as a plain sort does.
  const sorted = [...ids].sort();
  const range = table.where(':id').between(sorted[0], sorted.at(-1), true, true);
  const held = new Set(await range.primaryKeys());
  return ids.filter((id) => held.has(id));
}

/** A table's outcome in two requests: one bulkPut of the records to store, one bulkDelete of the rest. */
async function store<T>(table: Table<T, string>, outcome: Outcome<T>): Promise<void> {
  const puts: T[] = [];
  const deletes: string[] = [];
  for (const [id, value] of outcome) {
    if (value === null) deletes.push(id);
    else puts.push(value);
  }
  if (puts.length > 0) await table.bulkPut(puts);
  if (deletes.length > 0) await table.bulkDelete(deletes);
}

/**
 * Stores a page: its records read once per table, settled (pull-page.ts), written once per table, and the
 * cursor that follows them, in one transaction. One transaction is also one redraw of each live query.
 */
export async function applyPullPage(db: UserDb, page: PullResponse, now = new Date()): Promise<void> {
  const tables = [db.tasks, db.drafts, db.blogs, db.publicBlogs, db.conflicts, db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    const pending = pendingByDoc(await db.outbox.orderBy('seq').toArray());
    const ids = ownIds(page.changes);
    const own = {} as PageReads['own'];
    for (const entity of OWN) {
      const found = await heldOf(tableOf(db, entity), ids[entity]);
      own[entity] = new Map(found.map((record) => [record._id, record]));
    }
    const meta = await readMeta(db);
    const writes = settlePage(page.changes, { own, pending, profile: meta.profile }, now);
    for (const entity of OWN) await store(tableOf(db, entity), writes.own[entity]);
    await store(db.publicBlogs, writes.publicBlogs);
    await store(db.conflicts, writes.conflicts);
    await db.meta.put({ ...meta, ...(writes.profile && { profile: writes.profile }), cursor: page.cursor });
  });
}

/**
 * Starts the local copy over (the server said reset, or a refused delete left it unsure). The outbox stays:
 * records with unsent edits keep showing them, with no base until the full pull sends the server's copy.
 * Conflicts and refusals stay too: they are the owner's history, and whether a conflict is still open is
 * the server's to say (closing one is a queued write like any other).
 */
export async function resetLocal(db: UserDb): Promise<void> {
  const tables = [db.tasks, db.drafts, db.blogs, db.publicBlogs, db.meta];
  await db.transaction('rw', tables, async () => {
    for (const entity of OWN) {
      const table = tableOf(db, entity);
      await table.filter((r) => r.pending === 0).delete();
      // An own blog's public copy is the server's too (LocalBlog.shown): it goes with the base.
      await table.toCollection().modify(entity === 'blog' ? { base: null, shown: null } : { base: null });
    }
    await db.publicBlogs.clear();
    await db.meta.put({ ...(await readMeta(db)), cursor: null, resync: false });
  });
}
