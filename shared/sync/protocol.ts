// The sync protocol's messages (DESIGN "Sync protocol"). Both sides validate with these schemas.
import { z } from 'zod';
import { BODY_MAX } from '../api/blogs';

/** The documents a device writes through its outbox. */
export const SYNC_ENTITIES = ['task', 'draft', 'blog'] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];
/**
 * What a mutation may name: a document, or a conflict the owner resolves (`kind: 'update'`,
 * `fields: { resolved: true }`), which closes it on every device of the user.
 */
export const MUTATION_ENTITIES = [...SYNC_ENTITIES, 'conflict'] as const;
export type MutationEntity = (typeof MUTATION_ENTITIES)[number];
/** Entities a device only receives (the profile changes through the account calls). */
export type PulledEntity = SyncEntity | 'conflict' | 'profile';

/**
 * Text fields two devices may both edit: the server merges them three ways against the value the edit
 * started from (`Mutation.base`), so edits to different paragraphs (of a title: different words) both stay.
 */
export const TEXT_MERGED_FIELDS = ['blogTitle', 'blogBody'] as const;

export const MAX_BATCH = 500;

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, { error: 'field names are plain words' });

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'ids are letters, digits, _ and -' });

export const mutationSchema = z.strictObject({
  clientId: id,
  /** Contiguous per client, from 1. */
  seq: z.int().min(1),
  /** Unique per mutation, for the client's own bookkeeping and logs. */
  opId: id,
  entity: z.enum(MUTATION_ENTITIES),
  id,
  kind: z.enum(['create', 'update', 'delete']),
  /** The document revision the device edited; 0 for a create. */
  baseRev: z.int().min(0),
  /** For create: the new document's fields; for update: only the changed fields; for delete: {}. */
  fields: z.record(fieldName, z.unknown()),
  /**
   * When the user last changed this edit, by the device's clock (ms since 1970). Of two concurrent writes
   * to one field the later wins; the server clamps this to when it received the mutation, so a clock
   * running ahead cannot win forever. Absent: the time the server receives it.
   */
  at: z.int().min(0).optional(),
  /**
   * Per field, when its value was written where that is not `at` (ms, clamped alike): a device sending
   * again what a server restored from a backup lost sends each field with its own write's time.
   */
  fieldAt: z.record(fieldName, z.int().min(0)).optional(),
  /** For the TEXT_MERGED_FIELDS an update changes: each one's value as the device last synced it. */
  base: z.record(fieldName, z.string().max(BODY_MAX)).optional(),
});
export type Mutation = z.infer<typeof mutationSchema>;

/**
 * A photo picked on a device is resized there, then uploaded before any mutation that names it:
 * `PUT /api/sync/images/{sha256}` with the bytes as the body. The server checks the hash, re-encodes the
 * picture (metadata stripped) and answers `{ image: ImageRef }`; the same hash uploaded again is not
 * processed twice. A blog mutation then names its photos by that hash:
 * `fields.heroImage: sha256 | null`, `fields.imageUrls: sha256[]` (the server turns them into ImageRefs).
 */
export const SHA256 = /^[0-9a-f]{64}$/;

/** Blog fields a device may write (create: all but the flags optional; update: only what changed). */
export const BLOG_SYNC_FIELDS = [
  'blogTitle',
  'country',
  'blogBody',
  'featured',
  'publish',
  'heroImage',
  'imageUrls',
] as const;

export const pushSchema = z.strictObject({
  clientId: id,
  mutations: z.array(mutationSchema).max(MAX_BATCH, { error: `at most ${MAX_BATCH} mutations per push` }),
  /**
   * The account the device's queue belongs to. Another than the token's: 409 (OTHER_ACCOUNT_SYNC) and
   * nothing changes, so a queue sent under the wrong session never binds the device to that account.
   * Absent (older clients): the token's account.
   */
  userId: id.optional(),
});

/**
 * GET /api/sync/pull?cursor=&userId=: `userId` is the account whose database the device fills; another
 * than the token's is refused like a push's (409), as is a cursor handed out to another account.
 */
export const pullQuerySchema = z.object({
  cursor: z.string().optional(),
  userId: id.optional(),
  /**
   * This device and the highest seq of its own the server has answered (PushResponse.lastSeq). A server
   * whose record of the device is older has gone back in time (restored from a backup): it answers
   * `restored`, and the device sends again what the server lost.
   */
  clientId: id.optional(),
  acked: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/**
 * GET /api/sync/events?clientId=: the device that follows the stream, so that its newest stream takes
 * the place of its oldest rather than counting against the account's limit.
 */
export const eventsQuerySchema = z.strictObject({ clientId: id.optional() });

export type PushStatus = 'applied' | 'duplicate' | 'merged' | 'rejected';

export interface MutationResult {
  seq: number;
  opId: string;
  status: PushStatus;
  /** Why a mutation was rejected (shown to the user as is). */
  reason?: string;
  /** The document's revision after this mutation. */
  rev?: number;
}

export interface PushResponse {
  results: MutationResult[];
  /** The highest seq the server has taken from this client. */
  lastSeq: number;
  /** Set when a gap stopped the batch: the seq the server expects next. */
  gap?: { expected: number };
}

export interface PulledChange {
  scope: 'user' | 'public';
  entity: PulledEntity;
  id: string;
  rev: number;
  /**
   * The document as it is now, or absent for a tombstone. The user's own tasks, drafts and blogs carry
   * when each field's value was written (ms, the time the later-edit rule decides by): `writtenAt` for
   * most of them, `fieldAt` per field for the others (0: unknown); both absent where none is known.
   */
  doc?: Record<string, unknown>;
  deleted?: true;
}

/**
 * Who wrote one version of a pulled conflict (`doc.keptBy`, `doc.lostBy`; null when nobody recorded it,
 * absent on conflicts stored before writers were kept): a device by its clientId and a label from its
 * browser ("Chrome on Android"), or the website or an admin, with no clientId.
 */
export interface ConflictWriter {
  clientId: string | null;
  label: string;
}

/**
 * A conflict as the owner's devices receive it (`entity: 'conflict'`). While open, `kept` always equals the
 * document's field: a later write of the field moves `kept` along, and one that writes `lost` back closes
 * it. `hunks` name the colliding paragraphs (or words) when a text field merged three ways collided.
 */
export interface ConflictView {
  _id: string;
  entity: SyncEntity;
  docId: string;
  /**
   * `deleted`: a delete made on an older revision removed an edit it had not seen (delete-rule.ts); `kept`
   * is null, `lost` the document as it was, `field` the unseen edit. Undo is a create of `lost` under this
   * `_id`, which closes the conflict; "keep it deleted" closes it as any conflict is closed.
   */
  kind?: 'deleted';
  field: string;
  kept: unknown;
  lost: unknown;
  keptBy?: ConflictWriter | null;
  lostBy?: ConflictWriter | null;
  hunks?: { kept: string; lost: string }[];
  resolved: boolean;
  rev: number;
  at: string;
}

export interface PullResponse {
  changes: PulledChange[];
  cursor: string;
  hasMore: boolean;
  /** The cursor is older than the retained log: drop local synced data and pull from the start. */
  reset?: true;
  /**
   * With reset: the server went back in time (its data restored from a backup, or its last commits lost):
   * the cursor names a log position it no longer has, or it holds fewer of this device's writes than it
   * had acknowledged. The device keeps what it holds and sends again what the server lacks.
   */
  restored?: true;
}
