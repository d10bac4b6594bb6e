// The document as the user intends it: the server's fields with the unsent outbox entries replayed over
// them in seq order. Screens read this, so a pull never makes a local edit flicker away before it is sent.
import type { Fields, OutboxEntry } from './records.ts';

type Replayable = Pick<OutboxEntry, 'kind' | 'fields'>;

/** null: the document does not exist (never created, deleted here, or an update to something gone). */
export function replay(base: Fields | null, entries: readonly Replayable[]): Fields | null {
  let doc = base;
  for (const entry of entries) {
    if (entry.kind === 'delete') doc = null;
    else if (entry.kind === 'create') doc = { ...doc, ...entry.fields };
    // An update to a document that is gone stays gone; the server will refuse it the same way.
    else if (doc) doc = { ...doc, ...entry.fields };
  }
  return doc;
}
