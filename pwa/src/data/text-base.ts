// The text an edit of a title or story started from (pure): the server merges such a field three ways
// against it, so two devices editing different paragraphs both keep their edit. Only blogs and drafts
// have these fields. The text is the synced copy (the record's base) with the document's earlier queued
// entries replayed over it: the server holds that text, or a merge of it, by the time the entry arrives,
// since it takes a device's entries in seq order.
import { TEXT_MERGED_FIELDS } from '../../../shared/sync/protocol.ts';
import type { Fields } from './records.ts';

const MERGED: readonly string[] = TEXT_MERGED_FIELDS;

/**
 * The base an update of `changed` sends: `kept` (the base its entry already names, which it started from)
 * plus, for each merged text field changed and not named there yet, its value in `before` (the fields as
 * they were before the entry's edits). Undefined when there is nothing to name (no text field changed, or
 * no known text of it).
 */
export function textBase(
  before: Fields | null,
  changed: readonly string[],
  kept: Record<string, string> | undefined,
): Record<string, string> | undefined {
  const base: Record<string, string> = {};
  for (const field of changed) {
    const value = before?.[field];
    if (MERGED.includes(field) && typeof value === 'string') base[field] = value;
  }
  const named = { ...base, ...kept };
  return Object.keys(named).length > 0 ? named : undefined;
}
