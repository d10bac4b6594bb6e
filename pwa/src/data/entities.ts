// How each synced entity maps between the server's documents, the fields mutations carry, and the
// records screens read. A blog names its photos by SHA-256 in mutations, and the server answers with
// ImageRefs in imageData; the record keeps both (hashes to edit, references to show).
import type { ImageData } from '../../../shared/entities/image.ts';
import { BLOG_SYNC_FIELDS, type SyncEntity } from '../../../shared/sync/protocol.ts';
import type { Fields, SyncedRecord } from './records.ts';

export const SYNCED_FIELDS: Record<SyncEntity, readonly string[]> = {
  task: ['taskText', 'important', 'completed', 'date', 'time'],
  draft: ['blogTitle', 'country', 'blogBody', 'featured', 'publish'],
  blog: BLOG_SYNC_FIELDS,
};

/** Table names per entity, and back. */
export const TABLE = { task: 'tasks', draft: 'drafts', blog: 'blogs' } as const;

// The server's own bookkeeping (per-field stamps, appliedOps) is not sent; should a copy carry it, the
// device keeps none of it.
const SERVER_BOOKKEEPING = ['fieldRevs', 'fieldBy', 'stamps', 'appliedOps'];
const BOOKKEEPING = new Set(['_id', 'rev', 'pending', 'base', ...SERVER_BOOKKEEPING]);

/** A server document without the server's sync bookkeeping. */
export function withoutBookkeeping(doc: Fields): Fields {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !SERVER_BOOKKEEPING.includes(key)));
}

/** What a record shows before the server has sent anything of its own. */
const DEFAULTS: Record<SyncEntity, Fields> = {
  task: {},
  draft: {},
  blog: { imageData: { heroImage: null, imageUrls: [] } satisfies ImageData },
};

/** The synced fields a record (or anything shaped like one) holds. */
export function pickFields(entity: SyncEntity, source: Fields): Fields {
  const fields: Fields = {};
  for (const name of SYNCED_FIELDS[entity]) if (source[name] !== undefined) fields[name] = source[name];
  return fields;
}

/** The synced fields of a server document, named as mutations name them. */
export function fieldsOfDoc(entity: SyncEntity, doc: Fields): Fields {
  const fields = pickFields(entity, doc);
  if (entity === 'blog') {
    const images = doc.imageData as ImageData | undefined;
    fields.heroImage = images?.heroImage?.id ?? null;
    fields.imageUrls = (images?.imageUrls ?? []).map((ref) => ref.id);
  }
  return fields;
}

/** Everything of a document or record that is neither a synced field nor sync bookkeeping. */
export function extrasOf(entity: SyncEntity, source: Fields): Fields {
  const synced = new Set(SYNCED_FIELDS[entity]);
  return Object.fromEntries(
    Object.entries(source).filter(([key]) => !synced.has(key) && !BOOKKEEPING.has(key)),
  );
}

export interface RecordParts {
  id: string;
  extras: Fields;
  fields: Fields;
  rev: number;
  pending: boolean;
  base: Fields | null;
  now: Date;
}

export function buildRecord(entity: SyncEntity, parts: RecordParts): SyncedRecord & Fields {
  const { id, extras, fields, rev, pending, base, now } = parts;
  return {
    ...DEFAULTS[entity],
    createdAt: now.toISOString(),
    ...extras,
    ...fields,
    _id: id,
    rev,
    pending: pending ? 1 : 0,
    base,
  };
}
