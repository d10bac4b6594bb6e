// An in-memory stand-in for the sync server's push, pull and photo upload, with the real protocol rules
// (seq per client, duplicates, gaps, rejections that still advance, the shared merge rule with each edit's
// time clamped to the server's clock, conflicts that follow their field and close by mutation, a change
// log with tombstones and pages). Unit tests route the engine's fetch here; e2e/*.int.test.ts
// runs the same engine against the real server.
import { DELETED_CONFLICT, unseenEdit } from '../../../../shared/sync/delete-rule.ts';
import { clampTime, createdStamps, merge } from '../../../../shared/sync/merge.ts';
import { PHOTO_NOT_UPLOADED } from '../../../../shared/sync/photo-refusal.ts';
import type {
  Mutation,
  MutationResult,
  PulledChange,
  PushResponse,
} from '../../../../shared/sync/protocol.ts';
import { FakeConflicts, type FakeDoc } from './fake-conflicts.ts';
import { FakeEventStreams } from './fake-event-streams.ts';
import { FakePhotos } from './fake-photos.ts';

export class FakeSyncServer {
  readonly docs = new Map<string, FakeDoc>();
  /** Uploaded photos by hash; blog writes name them. */
  readonly photos = new FakePhotos();
  readonly log: { entity: string; id: string }[] = [];
  readonly conflicts = new FakeConflicts(this.docs, (entity, id) => this.log.push({ entity, id }));
  readonly lastSeq = new Map<string, number>();
  readonly pushes: Mutation[][] = [];
  pageSize = 500;
  /** Answers the next pull with reset. */
  resetNext = false;
  /** The server's clock (ms): a mutation's time is clamped to it. */
  now = () => Date.now();
  /** Runs before each request; throw to simulate a network failure or return a Response to answer. */
  intercept: ((path: string, init: RequestInit) => Response | undefined) | null = null;

  private write(entity: string, id: string): void {
    this.log.push({ entity, id });
  }

  private applyOne(m: Mutation): Omit<MutationResult, 'seq' | 'opId'> {
    if (m.entity === 'conflict') return this.conflicts.close(m);
    const key = `${m.entity}:${m.id}`;
    const current = this.docs.get(key);
    if (m.entity === 'task' && typeof m.fields.taskText === 'string' && m.fields.taskText.length > 40)
      throw new Error('A task can have at most 40 characters');
    const fields = m.entity === 'blog' ? this.photos.fieldsOf(m.fields) : m.fields;
    const at = clampTime(m.at, this.now());
    if (m.kind === 'create') {
      if (current) return { status: 'duplicate' };
      const stamps = createdStamps(fields, { by: m.clientId, at, seq: m.seq });
      this.docs.set(key, { entity: m.entity, fields: { ...fields }, rev: 1, stamps });
      this.write(m.entity, m.id);
      this.conflicts.closeUndone(m.entity, m.id);
      return { status: 'applied', rev: 1 };
    }
    if (m.kind === 'delete') {
      if (current) {
        const seen = { baseRev: Math.min(m.baseRev, current.rev), by: m.clientId, seq: m.seq };
        const unseen = unseenEdit(current.stamps, seen);
        this.docs.delete(key);
        this.write(m.entity, m.id);
        this.conflicts.dropFor(m.entity, m.id);
        // As the server does: the copy holding an edit the delete had not seen is kept (delete-rule.ts).
        if (unseen) {
          const copy = { ...current.fields, _id: m.id, rev: current.rev };
          const kept = { field: unseen.field, kept: null, lost: copy, keptBy: m.clientId };
          this.conflicts.add(
            m.entity,
            m.id,
            { ...kept, lostBy: unseen.stamp.by, kind: DELETED_CONFLICT },
            at,
          );
        }
      }
      return { status: 'applied' };
    }
    if (!current) throw new Error('Task not found');
    const change = { baseRev: m.baseRev, fields, by: m.clientId, at, seq: m.seq };
    const result = merge(current, m.base ? { ...change, base: m.base } : change);
    Object.assign(current.fields, result.set);
    Object.assign(current, { rev: result.rev, stamps: result.stamps });
    this.write(m.entity, m.id);
    for (const [field, value] of Object.entries(result.set))
      this.conflicts.follow(m.entity, m.id, field, value, result.stamps[field]?.by ?? m.clientId);
    for (const c of result.conflicts) this.conflicts.add(m.entity, m.id, c, at);
    return { status: result.outcome, rev: result.rev };
  }

  push(clientId: string, mutations: Mutation[]): PushResponse {
    this.pushes.push(mutations);
    const results: MutationResult[] = [];
    let lastSeq = this.lastSeq.get(clientId) ?? 0;
    for (const m of mutations) {
      if (m.seq <= lastSeq) {
        results.push({ seq: m.seq, opId: m.opId, status: 'duplicate' });
        continue;
      }
      if (m.seq > lastSeq + 1) return { results, lastSeq, gap: { expected: lastSeq + 1 } };
      try {
        results.push({ seq: m.seq, opId: m.opId, ...this.applyOne(m) });
      } catch (error) {
        results.push({ seq: m.seq, opId: m.opId, status: 'rejected', reason: (error as Error).message });
      }
      lastSeq = m.seq;
      this.lastSeq.set(clientId, lastSeq);
    }
    return { results, lastSeq };
  }

  pull(cursor: string | null) {
    if (this.resetNext) {
      this.resetNext = false;
      return { changes: [], cursor: '0', hasMore: true, reset: true as const };
    }
    const from = Number(cursor ?? 0);
    const page = this.log.slice(from, from + this.pageSize);
    const latest = new Map(page.map((e) => [`${e.entity}:${e.id}`, e]));
    const changes: PulledChange[] = [...latest.values()].map(({ entity, id }) => {
      const doc = this.docs.get(`${entity}:${id}`);
      const base = { scope: 'user' as const, entity: entity as PulledChange['entity'], id };
      if (!doc) return { ...base, rev: 0, deleted: true as const };
      const view = entity === 'blog' ? this.photos.viewOf(doc.fields) : doc.fields;
      return { ...base, rev: doc.rev, doc: { ...view, _id: id, rev: doc.rev } };
    });
    const next = from + page.length;
    return { changes, cursor: String(next), hasMore: next < this.log.length };
  }

  /** The open event streams; `server.events.poke()` pokes them all. */
  readonly events = new FakeEventStreams();

  /** A fetch answering /api/sync/push, /pull, /events and /images/{sha} (PUT, GET) like the server does. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const answered = this.intercept?.(url.pathname, init);
    if (answered) return answered;
    if (url.pathname === '/api/sync/push') {
      const body = JSON.parse(String(init.body)) as { clientId: string; mutations: Mutation[] };
      return Response.json(this.push(body.clientId, body.mutations));
    }
    if (url.pathname === '/api/sync/pull') return Response.json(this.pull(url.searchParams.get('cursor')));
    if (url.pathname === '/api/sync/events') return this.events.open(init.signal);
    const photo = /^\/api\/sync\/images\/([0-9a-f]{64})$/.exec(url.pathname);
    if (photo && init.method === 'PUT') {
      const { status, image } = this.photos.upload(photo[1] as string);
      return Response.json({ image }, { status });
    }
    if (photo && (init.method ?? 'GET') === 'GET') {
      const image = this.photos.refs.get(photo[1] as string);
      return image
        ? Response.json({ image })
        : Response.json({ message: PHOTO_NOT_UPLOADED }, { status: 404 });
    }
    return Response.json({ message: `No such route: ${url.pathname}` }, { status: 404 });
  };

  fieldsOf(entity: string, id: string): Record<string, unknown> | undefined {
    return this.docs.get(`${entity}:${id}`)?.fields;
  }
}
