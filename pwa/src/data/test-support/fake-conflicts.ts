// Conflicts on the fake sync server, kept as the real one keeps them (protocol ConflictView): created by
// the merge rule, following later writes of their field (followWrite), closed by a conflict mutation, and
// gone (a tombstone in the log) with their document; a delete over an unseen edit keeps the document.
import { followWrite } from '../../../../shared/sync/conflict-rule.ts';
import { type ConflictKind, DELETED_CONFLICT } from '../../../../shared/sync/delete-rule.ts';
import type { FieldConflict, FieldStamp, WriterId } from '../../../../shared/sync/merge.ts';
import type { Mutation, MutationResult } from '../../../../shared/sync/protocol.ts';

export interface FakeDoc {
  entity: string;
  fields: Record<string, unknown>;
  rev: number;
  stamps: Record<string, FieldStamp>;
}

type Result = Omit<MutationResult, 'seq' | 'opId'>;

const writer = (by: WriterId | null) => (by === null ? null : { clientId: by, label: `device ${by}` });

export class FakeConflicts {
  private created = 0;

  constructor(
    private readonly docs: Map<string, FakeDoc>,
    private readonly logWrite: (entity: string, id: string) => void,
  ) {}

  private of(entity: string, docId: string): [string, FakeDoc][] {
    return [...this.docs].filter(
      ([key, doc]) =>
        key.startsWith('conflict:') && doc.fields.entity === entity && doc.fields.docId === docId,
    );
  }

  private save(key: string, doc: FakeDoc, fields: Record<string, unknown>): void {
    Object.assign(doc.fields, fields);
    doc.rev += 1;
    this.logWrite('conflict', key.slice('conflict:'.length));
  }

  add(entity: string, docId: string, c: FieldConflict & { kind?: ConflictKind }, at: number): void {
    const id = `conflict-${++this.created}`;
    const fields = {
      entity,
      docId,
      ...(c.kind && { kind: c.kind }),
      field: c.field,
      kept: c.kept,
      lost: c.lost,
      keptBy: writer(c.keptBy),
      lostBy: writer(c.lostBy),
      ...(c.hunks && { hunks: c.hunks }),
      resolved: false,
      at: new Date(at).toISOString(),
    };
    this.docs.set(`conflict:${id}`, { entity: 'conflict', fields, rev: 1, stamps: {} });
    this.logWrite('conflict', id);
  }

  /** A later write of the field: its open conflicts keep the new value, or close when it is the lost one. */
  follow(entity: string, docId: string, field: string, value: unknown, by: WriterId | null): void {
    for (const [key, doc] of this.of(entity, docId)) {
      if (doc.fields.field !== field || doc.fields.resolved === true) continue;
      const step = followWrite({ kept: doc.fields.kept, lost: doc.fields.lost }, value, by);
      if (step.close) this.save(key, doc, { resolved: true });
      else {
        // The colliding paragraphs no longer describe a field written since.
        delete doc.fields.hunks;
        this.save(key, doc, { kept: step.kept, keptBy: writer(step.keptBy) });
      }
    }
  }

  /** The owner's choice: a conflict gone with its document, or closed already, is done too. */
  close(m: Mutation): Result {
    if (m.kind !== 'update' || m.fields.resolved !== true) throw new Error('A conflict can only be resolved');
    const key = `conflict:${m.id}`;
    const doc = this.docs.get(key);
    if (!doc) return { status: 'applied' };
    if (doc.fields.resolved !== true) this.save(key, doc, { resolved: true });
    return { status: 'applied', rev: doc.rev };
  }

  /** A create under the id of an open `deleted` conflict of its kind is its undo: the conflict closes. */
  closeUndone(entity: string, id: string): void {
    const key = `conflict:${id}`;
    const doc = this.docs.get(key);
    if (doc?.fields.kind !== DELETED_CONFLICT || doc.fields.entity !== entity) return;
    if (doc.fields.resolved !== true) this.save(key, doc, { resolved: true });
  }

  dropFor(entity: string, docId: string): void {
    for (const [key] of this.of(entity, docId)) {
      this.docs.delete(key);
      this.logWrite('conflict', key.slice('conflict:'.length));
    }
  }
}
