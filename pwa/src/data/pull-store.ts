// The device side of a pull, one Dexie transaction per page: every change lands together with the cursor
// that follows it, so a crash between pages resumes where the stored cursor says and nothing is skipped.
import type { PulledChange, PullResponse, SyncEntity } from '../../../shared/sync/protocol.ts';
import { readMeta, type UserDb } from './db.ts';
import { withoutBookkeeping } from './entities.ts';
import { tableOf } from './local-write.ts';
import { settlePulled } from './pull-settle.ts';
import { toConflict } from './pulled-conflict.ts';
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

async function applyChange(db: UserDb, change: PulledChange, pending: Map<string, OutboxEntry[]>, now: Date) {
  if (change.entity === 'conflict') {
    const conflict = toConflict(change, pending.has(docKey('conflict', change.id)));
    if (conflict) await db.conflicts.put(conflict);
    else await db.conflicts.delete(change.id);
    return;
  }
  if (change.entity === 'profile') {
    // Only ever newer: a page may carry an older copy than one a parallel refresh already stored.
    const meta = await readMeta(db);
    if (change.doc && change.rev > (meta.profile?.rev ?? -1))
      await db.meta.put({ ...meta, profile: { rev: change.rev, user: change.doc } });
    return;
  }
  if (change.scope === 'public') {
    // The feed is only read here: the server's copy as is, without the server's bookkeeping.
    if (!change.doc) await db.publicBlogs.delete(change.id);
    else {
      const doc = withoutBookkeeping(change.doc);
      await db.publicBlogs.put({
        ...doc,
        _id: change.id,
        rev: change.rev,
        createdAt: String(doc.createdAt ?? ''),
      });
    }
    return;
  }
  const entity = change.entity;
  const table = tableOf(db, entity);
  const queued = pending.get(docKey(entity, change.id)) ?? [];
  const record = settlePulled(entity, change, await table.get(change.id), queued, now);
  if (record) await table.put(record);
  else await table.delete(change.id);
}

export async function applyPullPage(db: UserDb, page: PullResponse, now = new Date()): Promise<void> {
  const tables = [db.tasks, db.drafts, db.blogs, db.publicBlogs, db.conflicts, db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    const pending = pendingByDoc(await db.outbox.orderBy('seq').toArray());
    for (const change of page.changes) await applyChange(db, change, pending, now);
    await db.meta.put({ ...(await readMeta(db)), cursor: page.cursor });
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
      await table.toCollection().modify({ base: null });
    }
    await db.publicBlogs.clear();
    await db.meta.put({ ...(await readMeta(db)), cursor: null, resync: false });
  });
}
