// What the per-user Dexie database holds. Synced records are what screens read: the document as the user
// intends it (the server's version with unsent local edits replayed over it), plus the bookkeeping sync
// needs to send those edits and to take the server's answers without losing them.
import type { ImageData, ImageRef } from '../../../shared/entities/image.ts';
import type { ConflictKind } from '../../../shared/sync/delete-rule.ts';
import type { ConflictWriter, MutationEntity, SyncEntity } from '../../../shared/sync/protocol.ts';

export type Fields = Record<string, unknown>;

/** One key per document across entities, for grouping outbox entries and answers by document. */
export const docKey = (entity: string, id: string): string => `${entity}\u0000${id}`;
export type MutationKind = 'create' | 'update' | 'delete';

export interface SyncedRecord {
  _id: string;
  /** The server revision `base` is; 0 while the server does not have the document yet. */
  rev: number;
  /** 1 while outbox entries for this document wait (IndexedDB cannot index booleans). */
  pending: 0 | 1;
  /** The synced fields as the server last had them, null before its first copy; edits replay over it. */
  base: Fields | null;
  createdAt: string;
  /**
   * When the fields of `base` were written (ms): `writtenAt` for most, `fieldAt` per field for the others
   * (0: unknown); the server's times from the last pull, and this device's own for the writes the server
   * acknowledged since. After a restore each field goes again with its own time (server-restored.ts).
   */
  writtenAt?: number;
  fieldAt?: Record<string, number>;
}

export interface LocalTask extends SyncedRecord {
  taskText: string;
  important: boolean;
  completed: boolean;
  date: string;
  time: string;
}

/** Every draft field is optional: a draft is whatever the user typed so far. */
export interface LocalDraft extends SyncedRecord {
  blogTitle?: string;
  country?: string;
  blogBody?: string;
  featured?: boolean;
  publish?: boolean;
  /** When the server last wrote the draft (it stamps it); never a local save's time. */
  updatedAt?: string;
  /** When this device last saved it, which the list shows until the server's copy is newer. */
  savedAt?: string;
}

export interface LocalBlog extends SyncedRecord {
  blogTitle: string;
  country: string;
  blogBody: string;
  featured: boolean;
  publish: boolean;
  /** The hero photo's SHA-256, resolved for display through imageData or the local blob. */
  heroImage: string | null;
  imageUrls: string[];
  /** The server's references for the photos it has; a photo still on the device is only in `blobs`. */
  imageData: ImageData;
  author?: string;
  status?: string;
  lastEdited?: string;
  views?: number;
  updatedAt?: string;
  suspended?: boolean;
  /** The owner, and whether an admin created the blog for them: stamped by the server. */
  userID?: string;
  createdByAdmin?: boolean;
  /**
   * The server's public copy of the blog, as the last pull sent it, while the server shows it publicly
   * (published, not suspended); null or absent otherwise. What the public feed and the public blog page
   * show of the user's own blogs (the feed leaves them out): never a local edit. Kept on the record, not
   * in publicBlogs, so a new device's initial pull stores each own blog once (pull-page.ts).
   */
  shown?: PublicBlog | null;
}

/** A blog of the public feed, as the server sent it; read-only on the device. */
export interface PublicBlog {
  _id: string;
  rev: number;
  createdAt: string;
  [field: string]: unknown;
}

export interface OutboxEntry {
  localId?: number;
  /** Contiguous per client; the server takes them in this order, each once. */
  seq: number;
  opId: string;
  /** A document, or a conflict the owner closed (`fields: { resolved: true }`). */
  entity: MutationEntity;
  id: string;
  kind: MutationKind;
  baseRev: number;
  fields: Fields;
  createdAt: string;
  /** When the user last changed this edit (ms, the device's clock); absent on entries from before. */
  at?: number;
  /** Per field, when its value was written where that is not `at`: a write sent again after a restore. */
  fieldAt?: Record<string, number>;
  /** For the merged text fields an update changes: each one's value as the device last synced it. */
  base?: Record<string, string>;
  /** Pushes this entry was part of. Once sent it never changes: the server may already hold it. */
  attempts: number;
}

export interface StoredBlob {
  sha256: string;
  blob: Blob;
  type: string;
  size: number;
  /** The resized photo's size in pixels, so screens reserve its space before it loads. */
  width?: number;
  height?: number;
  /** 1 once the server has the photo (IndexedDB cannot index booleans). */
  uploaded: 0 | 1;
  ref?: ImageRef;
  /** Why the server refused the photo; it is not offered again. */
  failed?: string;
  /** Times it was sent again because the server answered a write naming it "photo not uploaded". */
  resent?: number;
}

export interface ConflictRecord {
  _id: string;
  entity: SyncEntity;
  docId: string;
  /** `deleted`: the document was deleted over an edit its deleter had not seen; `lost` is its copy. */
  kind?: ConflictKind;
  field: string;
  kept: unknown;
  lost: unknown;
  /** Who wrote each version, null when the server does not know; absent on conflicts from before. */
  keptBy?: ConflictWriter | null;
  lostBy?: ConflictWriter | null;
  /** For a text merged three ways: the colliding paragraphs (of a title: words), as kept and as lost. */
  hunks?: { kept: string; lost: string }[];
  at: string;
  /** The server's revision of the conflict, which closing it names; absent on conflicts from before. */
  rev?: number;
  /** 1 once the server closed it (a choice on any device, or the lost value written back). */
  closed?: 0 | 1;
  /** 1 once closed, or while this device's choice waits in the outbox: the dialog no longer lists it. */
  resolved: 0 | 1;
}

export interface RejectionRecord {
  localId?: number;
  seq: number;
  opId: string;
  entity: MutationEntity;
  id: string;
  kind: MutationKind;
  fields: Fields;
  reason: string;
  at: string;
}

export interface SyncMeta {
  key: 'sync';
  userId: string;
  /** This database's device id; a new database (another user, or after sign-out) gets a new one. */
  clientId: string;
  nextSeq: number;
  cursor: string | null;
  /** Raised by every local write, so the syncing tab notices writes made in any tab. */
  writes: number;
  /** Set when local data may have drifted from the server; the next pull starts over. */
  resync: boolean;
  /** The user's profile as the feed last sent it (what /api/users/me answers), with its revision. */
  profile?: { rev: number; user: Fields };
  /**
   * The highest seq of this device the server has answered (PushResponse.lastSeq). A server answering a
   * lower one later, or saying on a pull that it holds fewer, went back in time (server-restored.ts).
   */
  acked?: number;
  /** Set once the server is found to have gone back in time, until what it lost is queued again. */
  restored?: boolean;
  /** What the last such recovery sent again, for the user to read. */
  restoredNotice?: { at: string; resent: number };
  /**
   * Photos refused writes name that the server may not have and this device holds no bytes of; the photo
   * step settles them (photo-recover.ts), and the writes naming them wait until it has.
   */
  lostPhotos?: Record<string, LostPhoto>;
}

export interface LostPhoto {
  /** How often a write naming it was refused for a missing photo. */
  refusals: number;
  /** The server said it has the photo: another of the write's photos was the missing one. */
  onServer?: true;
}

/**
 * A delete of this device's the server acknowledged, kept so that a server restored from a backup taken
 * before it can be told again (server-restored.ts). The newest are kept, a bounded number.
 */
export interface AckedDelete {
  key: string;
  entity: SyncEntity;
  id: string;
  /** The revision the delete was made on. */
  baseRev: number;
  at: string;
}
