// Words for conflicts and refused changes: which item, which field, what the values were and who wrote
// them (pure).
import { formatDate, formatTime } from '../../../../shared/dates.ts';
import { DELETED_CONFLICT, DELETED_CONFLICT_TEXT } from '../../../../shared/sync/delete-rule.ts';
import type { ConflictWriter, SyncEntity } from '../../../../shared/sync/protocol.ts';

const FIELD_NAMES: Record<string, string> = {
  taskText: 'text',
  important: 'important',
  completed: 'done',
  date: 'date',
  time: 'time',
  blogTitle: 'title',
  country: 'country',
  blogBody: 'story',
  featured: 'featured',
  publish: 'published',
  heroImage: 'hero photo',
  imageUrls: 'photos',
};

export const ENTITY_NAMES: Record<SyncEntity, string> = { task: 'task', draft: 'draft', blog: 'blog' };

export const fieldName = (field: string): string => FIELD_NAMES[field] ?? field;

const MAX_CHARS = 80;
/** A colliding paragraph is what the owner decides on, so it shows far more than a whole value does. */
export const PARAGRAPH_CHARS = 600;

export function valueText(value: unknown, max = MAX_CHARS): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 1 ? '1 photo' : `${value.length} photos`;
  if (typeof value === 'object') return 'a photo';
  const text = String(value);
  // A hash names a photo; showing 64 hex digits would say nothing to the owner.
  if (/^[0-9a-f]{64}$/.test(text)) return 'a photo';
  return `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
}

export function whenText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatDate(date)}, ${formatTime(date)}`;
}

/** How a record is named in the lists: its text or title, else what it is. */
export function itemLabel(entity: SyncEntity, record: Record<string, unknown> | undefined): string {
  const name = entity === 'task' ? record?.taskText : record?.blogTitle;
  if (typeof name === 'string' && name.trim()) return `${ENTITY_NAMES[entity]} “${name.trim()}”`;
  return record ? `untitled ${ENTITY_NAMES[entity]}` : `a deleted ${ENTITY_NAMES[entity]}`;
}

/** Who wrote a conflict's versions; undefined on conflicts stored before the server kept writers. */
export interface Writers {
  keptBy?: ConflictWriter | null | undefined;
  lostBy?: ConflictWriter | null | undefined;
}

/**
 * Who wrote one version, as this device (clientId `own`) says it: "this device", the other's label
 * ("Chrome on Android", "the website"), or "another device" when the server does not know; null when the
 * conflict names no writers at all.
 */
export function writerText(
  writer: ConflictWriter | null | undefined,
  own: string | null | undefined,
): string | null {
  if (writer === undefined) return null;
  if (writer === null) return 'another device';
  if (writer.clientId !== null && writer.clientId === own) return 'this device';
  return writer.label || 'another device';
}

/** A version as the list shows it: the value, and where it came from when that is known. */
export function versionText(
  value: unknown,
  writer: ConflictWriter | null | undefined,
  own: string | null | undefined,
  max = MAX_CHARS,
) {
  const who = writerText(writer, own);
  return who ? `${valueText(value, max)} — from ${who}` : valueText(value, max);
}

/** Where the two versions were written: on two devices unless the website or an admin wrote one. */
export function changedWhere({ keptBy, lostBy }: Writers): string {
  const [kept, lost] = [keptBy?.clientId, lostBy?.clientId];
  if (kept && kept === lost) return 'twice on one device before it synced';
  const offDevice = [keptBy, lostBy].some((w) => w && w.clientId === null);
  return offDevice ? 'in two places before they synced' : 'on two devices before they synced';
}

type Hunk = { kept: string; lost: string };

/**
 * The colliding paragraphs of a story merged three ways, when they still describe it: the rest of the two
 * versions is the same, so these are all the owner has to choose between. Undefined for anything else
 * (other fields; a title is short enough to show whole) and once a later write left a paragraph behind.
 */
export function collidingParagraphs(conflict: {
  field: string;
  kept: unknown;
  lost: unknown;
  hunks?: Hunk[] | undefined;
}): Hunk[] | undefined {
  const { field, kept, lost, hunks } = conflict;
  if (field !== 'blogBody' || !hunks?.length || typeof kept !== 'string' || typeof lost !== 'string')
    return undefined;
  return hunks.every((h) => kept.includes(h.kept) && lost.includes(h.lost)) ? hunks : undefined;
}

/** A conflict that keeps a document deleted over an edit its deleter had not seen (its copy is `lost`). */
export interface DeletedCopy extends Writers {
  entity: SyncEntity;
  kind?: string | undefined;
  lost: unknown;
  at: string;
}

export const isDeletedCopy = (conflict: { kind?: string | undefined }): boolean =>
  conflict.kind === DELETED_CONFLICT;

/** The item as the conflict kept it, when it holds one. */
export const copyOf = (conflict: Pick<DeletedCopy, 'lost'>): Record<string, unknown> | undefined =>
  conflict.lost && typeof conflict.lost === 'object' ? (conflict.lost as Record<string, unknown>) : undefined;

/** What happened, named by the copy's own text since the item is gone: the words every device shows. */
export function deletedText(conflict: DeletedCopy): string {
  const label = itemLabel(conflict.entity, copyOf(conflict) ?? {});
  return `The ${label} was ${DELETED_CONFLICT_TEXT} (${whenText(conflict.at)}).`;
}

/** Its two versions as the list shows them: the delete, and the item as it was with the unseen edit. */
export function deletedVersions(conflict: DeletedCopy, own: string | null | undefined) {
  const copy = copyOf(conflict);
  const name = conflict.entity === 'task' ? copy?.taskText : copy?.blogTitle;
  const who = (writer: ConflictWriter | null | undefined) => {
    const text = writerText(writer, own);
    return text ? ` — from ${text}` : '';
  };
  return { kept: `deleted${who(conflict.keptBy)}`, lost: `${valueText(name)}${who(conflict.lostBy)}` };
}
