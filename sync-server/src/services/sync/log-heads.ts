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

/** Per document of a scope (`<scope>|<entity>|<id>`): the seq and tag of its one entry in the log. */
export const HEADS = 'sync_heads';
/** Per entry dropped for a newer one of its document, under the entry's own id: its tag. */
export const SUPERSEDED = 'sync_superseded';

interface HeadDoc {
  _id: string;
  seq: number;
  tag: string;
}

interface SupersededDoc {
  _id: string;
  tag: string;
}

const headId = (scope: string, entry: Pick<ChangeEntry, 'entity' | 'id'>) =>
  `${scope}|${entry.entity}|${entry.id}`;

/**
 * Of entries about to be written to scope, inside its lock and in seq order: the newest per document,
 * which the caller writes. Every older entry of those documents, in the log or among these, is dropped
 * and its tag kept.
 */
export async function supersede(
  tx: LockedStore,
  scope: string,
  entries: ChangeEntry[],
): Promise<ChangeEntry[]> {
  const newest = new Map<string, ChangeEntry>();
  const dropped: SupersededDoc[] = [];
  for (const entry of entries) {
    const key = headId(scope, entry);
    const before = newest.get(key);
    // Never committed, so no cursor names it; its tag is kept all the same, so that every seq of the
    // log is accounted for.
    if (before) dropped.push({ _id: before._id, tag: entryTag(before) });
    newest.set(key, entry);
  }
  const heads = tx.collection<HeadDoc>(HEADS);
  const old = await heads.find({ _id: { $in: [...newest.keys()] } });
  if (old.length > 0) {
    const olderIds = old.map((head) => entryId(scope, head.seq));
    // The id filter too: an entry at that seq is only ever this document's, but a head left behind by
    // something unforeseen must never take another document's entry with it.
    const docIds = old.map((head) => newest.get(head._id)?.id);
    await tx.collection(CHANGES).deleteMany({ _id: { $in: olderIds }, id: { $in: docIds } });
    await heads.deleteMany({ _id: { $in: old.map((head) => head._id) } });
    dropped.push(...old.map((head) => ({ _id: entryId(scope, head.seq), tag: head.tag })));
  }
  if (dropped.length > 0) await tx.collection<SupersededDoc>(SUPERSEDED).insertMany(dropped);
  const kept = [...newest.values()].sort((a, b) => a.seq - b.seq);
  await heads.insertMany(
    kept.map((entry) => ({ _id: headId(scope, entry), seq: entry.seq, tag: entryTag(entry) })),
  );
  return kept;
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
