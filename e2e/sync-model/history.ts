// Everything a run did and saw, in order: the checks judge the end state against it, and a failure prints
// the part of it that concerns the failing value. `tick` orders records across devices, the website and
// the server (steps run one after another, so this is the order things happened in).
import type { Mutation, PullResponse, PushResponse, SyncEntity } from '../../shared/sync/protocol';

/** What the writer learnt of a write: accepted (2xx, applied/merged/duplicate), refused, or no answer. */
export type WriteStatus = 'ack' | 'rejected' | 'unknown';

/** One field written by one writer at one step. */
export interface WriteRec {
  who: string;
  step: number;
  tick: number;
  entity: SyncEntity;
  doc: string;
  field: string;
  kind: 'create' | 'update' | 'restore';
  value: unknown;
  /** What the writer's screen showed for the field just before (undefined for a create). */
  seen: unknown;
  /** Device writes: the outbox entry that carries the write (later edits may fold into it), and its seq. */
  opId?: string;
  seq?: number;
  /** Website writes: the revision sent as If-Match (null: none, so it counts as having seen everything). */
  ifMatch?: number | null;
  /**
   * Website writes: the answer, with the revision it made when the server said. Device writes get theirs
   * from the pushes (outcomes.ts).
   */
  web?: { status: WriteStatus; http: number | null; rev?: number };
}

export interface DeleteRec {
  who: string;
  step: number;
  tick: number;
  entity: SyncEntity;
  doc: string;
  opId?: string;
  /** The delete's seq: the deleting device's own earlier writes (lower seqs) count as seen by it. */
  seq?: number;
}

export interface PushRec {
  device: string;
  step: number;
  sentTick: number;
  /** When the answer came (or the request failed). */
  tick: number;
  mutations: Mutation[];
  http: number | null;
  response: PushResponse | null;
  /** False when the answer was dropped on its way back to the device. */
  received: boolean;
}

export interface PullRec {
  device: string;
  step: number;
  tick: number;
  page: PullResponse;
  /** Asked with no cursor: the device reads the server's whole copy (a restored server's, say). */
  fromStart: boolean;
}

export interface ResolutionRec {
  device: string;
  step: number;
  tick: number;
  conflictId: string;
  action: 'keep' | 'restore';
  entity: SyncEntity;
  doc: string;
  field: string;
  /** A `deleted` conflict: its document is gone, and "restore" undid the delete. */
  kind?: 'deleted';
  /** The undo's create, under the conflict's id: a refused one leaves the conflict open (undone-deletes.ts). */
  opId?: string;
}

/** The server's data put back from a snapshot (restore.ts): what it acknowledged since is lost there. */
export interface RestoreRec {
  step: number;
  tick: number;
  snapshotStep: number;
  snapshotTick: number;
  /** Every token the devices' records held at the restore, which they can bring back. */
  held: ReadonlySet<string>;
}

export interface EventRec {
  step: number;
  tick: number;
  what: string;
}

export class History {
  step = 0;
  private clock = 0;
  readonly writes: WriteRec[] = [];
  readonly deletes: DeleteRec[] = [];
  readonly pushes: PushRec[] = [];
  readonly pulls: PullRec[] = [];
  readonly resolutions: ResolutionRec[] = [];
  readonly restores: RestoreRec[] = [];
  /** Server kills, restarts, failpoints, snapshots and restores. */
  readonly events: EventRec[] = [];
  /** Things worth printing that are not violations (a client that had to be helped on, ...). */
  readonly notes: string[] = [];
  /** Each device's clientId → its name, to tell who a conflict names as writer. */
  readonly clientIds = new Map<string, string>();
  /** Creation order of documents: picks go by it, since ids are random and would make runs differ. */
  readonly docOrder = new Map<string, number>();

  tick(): number {
    this.clock += 1;
    return this.clock;
  }

  event(what: string): void {
    this.events.push({ step: this.step, tick: this.tick(), what });
  }

  note(what: string): void {
    this.notes.push(`step ${this.step}: ${what}`);
  }

  created(id: string): void {
    if (!this.docOrder.has(id)) this.docOrder.set(id, this.docOrder.size);
  }

  /** Ids in creation order (unknown ones last, by id). */
  ordered(ids: readonly string[]): string[] {
    const at = (id: string) => this.docOrder.get(id) ?? Number.MAX_SAFE_INTEGER;
    return [...ids].sort((a, b) => at(a) - at(b) || (a < b ? -1 : 1));
  }
}
