// The change log keeps one entry per document: its newest. A pull sends a document as it is now (or its
// tombstone), so an older entry of it tells a device nothing the newest does not; it is dropped in the
// transaction that writes the newest. A new device so pulls each document once however often it was
// edited, a device with an older cursor still meets every document changed since (its newest entry lies
// past the cursor), and a tombstone, the newest entry of its document, stays as long as the log does.
// A cursor may stand on an entry dropped this way: the entry's tag is kept (SUPERSEDED), so a pull still
// tells a log that went back in time and grew again past the cursor from the one the device read.
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import { entryTag } from './entry-tag';
import { CHANGES, type ChangeEntry, entryId } from './log-entries';

/** Per entry dropped for a newer one of its document, under the entry's own id: its tag. */
export const SUPERSEDED = 'sync_superseded';

interface SupersededDoc {
  _id: string;
  tag: string;
}

const docKey = (entry: Pick<ChangeEntry, 'entity' | 'id'>) => `${entry.entity}|${entry.id}`;
const kept = (entry: ChangeEntry): SupersededDoc => ({ _id: entry._id, tag: entryTag(entry) });

/**
 * Of entries about to be written to scope, inside its lock and in seq order: the newest per document,
 * which the caller writes. Every older entry of those documents, in the log or among these, is dropped
 * and its tag kept. The log's older entries are found by the documents' ids (indexes.ts), so a push of
 * creates, which replaces nothing, costs one index lookup per document.
 */
export async function supersede(
  tx: LockedStore,
  scope: string,
  entries: ChangeEntry[],
): Promise<ChangeEntry[]> {
  const newest = new Map<string, ChangeEntry>();
  const dropped: SupersededDoc[] = [];
  for (const entry of entries) {
    const before = newest.get(docKey(entry));
    // Never committed, so no cursor names it; its tag is kept all the same, so that every seq of the
    // log is accounted for.
    if (before) dropped.push(kept(before));
    newest.set(docKey(entry), entry);
  }
  const changes = tx.collection<ChangeEntry>(CHANGES);
  const ids = [...new Set(entries.map((entry) => entry.id))];
  const older = (await changes.find({ id: { $in: ids }, scope })).filter((e) => newest.has(docKey(e)));
  if (older.length > 0) {
    await changes.deleteMany({ _id: { $in: older.map((entry) => entry._id) } });
    dropped.push(...older.map(kept));
  }
  if (dropped.length > 0) await tx.collection<SupersededDoc>(SUPERSEDED).insertMany(dropped);
  return [...newest.values()].sort((a, b) => a.seq - b.seq);
}

/** The tag of the scope's entry at seq, if the log holds it or a newer entry of its document replaced it. */
export async function tagAt(
  deps: Pick<Deps, 'store'>,
  scope: string,
  seq: number,
): Promise<string | undefined> {
  if (seq === 0) return undefined;
  const id = entryId(scope, seq);
  const entry = await deps.store.collection<ChangeEntry>(CHANGES).findOne({ _id: id });
  if (entry) return entryTag(entry);
  return (await deps.store.collection<SupersededDoc>(SUPERSEDED).findOne({ _id: id }))?.tag;
}
