// When the server went back in time (its data restored from a backup, or its last commits lost), this
// device may hold the only copy left of writes the server had acknowledged. A plain reset would replace
// the device's copy with the server's and lose them. Instead the device reads the server's whole copy
// beside its own and queues again, in one transaction with storing that copy:
//   - an item the server lacks: created again, whole (its queued edits folded into that create);
//   - an item whose acknowledged fields the server holds otherwise: those fields, as an update. Made on
//     the server's revision when the server's copy is older than the device's (the device had seen it);
//     else on revision 0, so the later-edit rule decides against what other devices wrote since the
//     restore, and the losing value is kept as a conflict. Queued edits of such an item go on that same
//     footing;
//   - a delete the server acknowledged (acknowledged.ts) of an item it holds again: the delete.
// Each field goes with the time it was written (`fieldAt`: the server's per-field times from the last pull,
// this device's own for writes acknowledged since), so the later-edit rule stays true field by field: one
// time for the whole copy would let a field's old value win over what another device wrote on top of it
// after the restore. A create that finds the item sent first by another device is decided the same way,
// field by field (the server takes it as an edit made on nothing seen). An item the
// server deleted since (a tombstone in its copy) stays deleted. Exactly-once holds as for any write: these
// are new outbox entries.
import type { PulledChange, PullResponse, SyncEntity } from '../../../shared/sync/protocol.ts';
import { sameValue } from '../../../shared/sync/values.ts';
import { readMeta, type UserDb } from './db.ts';
import { fieldsOfDoc, pickFields } from './entities.ts';
import { tableOf } from './local-write.ts';
import { appendEntry, type NewEntry } from './outbox-append.ts';
import { applyPullPage, pendingByDoc } from './pull-store.ts';
import { docKey, type Fields, type OutboxEntry, type SyncedRecord } from './records.ts';
import type { SyncApi } from './sync-api.ts';

const OWN: readonly SyncEntity[] = ['task', 'draft', 'blog'];

/** At most this many restarts of the server's copy (a copy interrupted by another reset). */
const COPY_ATTEMPTS = 3;

export const restoredNotice = (resent: number): string =>
  `The server was restored from a backup; ${resent} ${resent === 1 ? 'change' : 'changes'} from this device ${resent === 1 ? 'was' : 'were'} sent again.`;

/** The server's whole copy for this user, page by page, from no cursor. */
export async function readServerCopy(api: Pick<SyncApi, 'pull'>): Promise<PullResponse[]> {
  for (let attempt = 0; attempt < COPY_ATTEMPTS; attempt++) {
    const pages: PullResponse[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: PullResponse = await api.pull(cursor);
      if (page.reset) break;
      pages.push(page);
      cursor = page.cursor;
      if (!page.hasMore) return pages;
    }
  }
  throw new Error('The server cannot send a full copy right now');
}

type LocalRecord = SyncedRecord & Fields;

/** When the server last wrote what the record shows of it (its copy's updatedAt), in ms; 0 if unknown. */
function ackedAt(record: LocalRecord): number {
  const stamp = Date.parse(String(record.updatedAt ?? record.createdAt ?? ''));
  return Number.isNaN(stamp) ? 0 : stamp;
}

/**
 * The revision to send a write on: the server's when its copy is no newer than what the device had seen
 * (at, ms), so the device knowingly replaces it; else 0, so the later-edit rule decides.
 */
function baseRevFor(server: PulledChange, at: number): number {
  const serverAt = Date.parse(String(server.doc?.updatedAt ?? ''));
  return !Number.isNaN(serverAt) && serverAt <= at ? server.rev : 0;
}

/** Per field, when the device's acknowledged value was written: its own time where known, else `at`. */
function timed(record: LocalRecord, fields: Fields, at: number): Record<string, number> {
  const times: Record<string, number> = {};
  for (const name of Object.keys(fields)) {
    const known = record.fieldAt?.[name] ?? record.writtenAt;
    times[name] = known !== undefined && known > 0 ? known : at;
  }
  return times;
}

function differing(mine: Fields, theirs: Fields, skip: ReadonlySet<string>): Fields {
  const fields: Fields = {};
  for (const [name, value] of Object.entries(mine))
    if (!skip.has(name) && !sameValue(value, theirs[name])) fields[name] = value;
  return fields;
}

interface Plan {
  entries: NewEntry[];
  /** Queued entries replaced by a create of the whole item. */
  dropped: number[];
  /** Queued entries whose baseRev goes back to 0 (the later-edit rule decides). */
  rebased: number[];
  /** Queued edits whose text base the server no longer holds: the base they keep (the rest dropped). */
  unbased: { localId: number; base: Record<string, string> }[];
}

/** What to queue again for one item the device holds. */
function planItem(
  entity: SyncEntity,
  record: LocalRecord,
  server: PulledChange | undefined,
  queued: readonly OutboxEntry[],
  plan: Plan,
): void {
  const at = ackedAt(record) || Date.now();
  if (server && !server.doc) {
    // Deleted on the server since: its tombstone applies, as any pulled delete does. What this device
    // had acknowledged of it goes once more, so that a value the restore lost and the delete never saw
    // lands in the refused list (the server answers that the item is gone) rather than vanishing.
    const acknowledged = record.pending === 1 ? record.base : pickFields(entity, record);
    if (acknowledged && Object.keys(acknowledged).length > 0)
      plan.entries.push({
        entity,
        id: record._id,
        kind: 'update',
        baseRev: 0,
        fields: acknowledged,
        at,
        fieldAt: timed(record, acknowledged, at),
      });
    return;
  }
  if (!server) {
    // Its create still queued: the item goes as it is.
    if (queued.some((e) => e.kind === 'create')) return;
    plan.dropped.push(...queued.map((e) => e.localId as number));
    const fields = pickFields(entity, record);
    plan.entries.push({
      entity,
      id: record._id,
      kind: 'create',
      baseRev: 0,
      fields,
      at,
      fieldAt: timed(record, fields, at),
    });
    return;
  }
  const onServer = fieldsOfDoc(entity, server.doc ?? {});
  // A queued edit's text base is the text as the device last synced it, which the restore may have lost:
  // the server's text then does not descend from it, and a three-way merge would drop what only the base
  // held (another device's acknowledged paragraph). Such a field is decided whole instead: the later edit
  // wins and the other text is kept as a conflict.
  for (const entry of queued) {
    if (entry.kind !== 'update' || !entry.base) continue;
    const base = Object.fromEntries(Object.entries(entry.base).filter(([f, text]) => onServer[f] === text));
    if (Object.keys(base).length < Object.keys(entry.base).length)
      plan.unbased.push({ localId: entry.localId as number, base });
  }
  const acknowledged = record.pending === 1 ? record.base : pickFields(entity, record);
  const baseRev = baseRevFor(server, ackedAt(record));
  if (baseRev === 0)
    plan.rebased.push(...queued.filter((e) => e.kind === 'update').map((e) => e.localId as number));
  if (!acknowledged) return;
  // Fields a queued edit changes go with that edit, which is newer.
  const touched = new Set(queued.flatMap((e) => Object.keys(e.fields)));
  const fields = differing(pickFields(entity, acknowledged), onServer, touched);
  if (Object.keys(fields).length > 0)
    plan.entries.push({
      entity,
      id: record._id,
      kind: 'update',
      baseRev,
      fields,
      at,
      fieldAt: timed(record, fields, at),
    });
}

/**
 * Queues again what the server lacks of this device's acknowledged work, then stores the server's copy
 * (pages from readServerCopy) as a pull from the start would, all in one transaction, while meta.restored
 * is still set (it clears it). Answers how many writes it queued.
 */
export async function bringServerForward(db: UserDb, pages: readonly PullResponse[], now = new Date()) {
  const tables = [
    db.tasks,
    db.drafts,
    db.blogs,
    db.publicBlogs,
    db.conflicts,
    db.outbox,
    db.meta,
    db.ackedDeletes,
  ];
  return db.transaction('rw', tables, async () => {
    // Another engine on this database (a second tab) brought it forward while this one read the copy:
    // queueing again would send every acknowledged write twice.
    if (!(await readMeta(db)).restored) return 0;
    const server = new Map<string, PulledChange>();
    for (const page of pages)
      for (const change of page.changes)
        if (change.scope === 'user' && (OWN as string[]).includes(change.entity))
          server.set(docKey(change.entity, change.id), change);
    const queued = pendingByDoc(await db.outbox.orderBy('seq').toArray());
    const plan: Plan = { entries: [], dropped: [], rebased: [], unbased: [] };
    for (const entity of OWN) {
      for (const record of (await tableOf(db, entity).toArray()) as LocalRecord[]) {
        const key = docKey(entity, record._id);
        planItem(entity, record, server.get(key), queued.get(key) ?? [], plan);
      }
    }
    for (const deleted of await db.ackedDeletes.toArray()) {
      const held = server.get(deleted.key);
      // Deleted on the server already, or here again (undone): nothing to send. An item the server lacks
      // is deleted all the same, so a device that never pulled the delete cannot create it again.
      if ((held && !held.doc) || (await tableOf(db, deleted.entity).get(deleted.id))) continue;
      const at = Date.parse(deleted.at);
      const baseRev = held ? baseRevFor(held, at) : 0;
      plan.entries.push({ entity: deleted.entity, id: deleted.id, kind: 'delete', baseRev, fields: {}, at });
    }
    // A queued delete was made on a revision the restore numbered anew, and before this device could see
    // anything written since the restore: it goes on 0, so what another writer wrote of the item is kept
    // in a 'deleted' conflict (the delete still wins) rather than deleted unseen.
    for (const entries of queued.values())
      for (const entry of entries.filter((e) => e.kind === 'delete' && e.baseRev !== 0))
        await db.outbox.update(entry.localId as number, { baseRev: 0 });
    await db.outbox.bulkDelete(plan.dropped);
    for (const localId of plan.rebased) await db.outbox.update(localId, { baseRev: 0 });
    for (const { localId, base } of plan.unbased)
      await db.outbox.update(localId, (entry) => {
        if (Object.keys(base).length > 0) entry.base = base;
        else delete entry.base;
      });
    for (const entry of plan.entries) {
      await appendEntry(db, entry, now);
      if (entry.entity === 'conflict') continue;
      // A create starts the item over on the server: no revision, no server copy yet.
      const created = entry.kind === 'create' && { rev: 0, base: null };
      await tableOf(db, entry.entity).update(entry.id, { pending: 1, ...created });
    }
    // The server's copy, as a pull from the start stores it; queued writes replay over it. Conflicts it
    // no longer has went with the restore: a device keeping them would list what nobody else does.
    const conflicts = new Set(
      pages.flatMap((p) => p.changes.filter((c) => c.entity === 'conflict' && c.doc).map((c) => c.id)),
    );
    await db.conflicts.filter((c) => !conflicts.has(c._id)).delete();
    await db.publicBlogs.clear();
    // The pages set the public copy (LocalBlog.shown) of each own blog the server has; one it lacks is not public.
    await db.blogs
      .filter((blog) => Boolean(blog.shown) && !server.has(docKey('blog', blog._id)))
      .modify({ shown: null });
    for (const page of pages) await applyPullPage(db, page, now);
    const meta = await readMeta(db);
    const resent = plan.entries.length;
    await db.meta.put({
      ...meta,
      acked: 0,
      restored: false,
      resync: false,
      writes: meta.writes + 1,
      ...(resent > 0 && { restoredNotice: { at: now.toISOString(), resent } }),
    });
    return resent;
  });
}

/** The user has read the notice of what was sent again. */
export async function dismissRestoredNotice(db: UserDb): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const { restoredNotice: _read, ...meta } = await readMeta(db);
    await db.meta.put(meta);
  });
}
