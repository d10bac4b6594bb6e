// The owner on the website: REST calls with real fetch. It reads a document at one step and writes one of
// its fields at a later step, sending the revision it read as If-Match (a write made on an older revision
// than the current one is concurrent with what came since); sometimes without If-Match, which counts as
// written on the current revision, i.e. having seen everything.

import type { Ctx } from './device-writes';
import type { Session } from './devices';
import type { WriteStatus } from './history';
import type { Wire } from './network';
import { newBody, newTitle, PARAGRAPH, replaceUnit, token, WORD } from './tokens';

interface ReadCopy {
  entity: 'task' | 'blog';
  id: string;
  rev: number;
  doc: Record<string, unknown>;
}

const PATH = { task: '/api/tasks', blog: '/api/blogs' } as const;

/** The revision an answer's document names (a delete that had not seen it keeps a copy: check 4). */
function revOf(body: string): number | undefined {
  try {
    const rev = (JSON.parse(body) as { rev?: unknown }).rev;
    return typeof rev === 'number' ? rev : undefined;
  } catch {
    return undefined;
  }
}

export class Website {
  private reads: ReadCopy[] = [];

  constructor(
    private readonly server: { readonly url: string },
    private readonly session: Session,
    private readonly wire: Wire,
  ) {}

  private call(path: string, init: RequestInit = {}): Promise<Response> {
    this.wire.sent();
    const headers = { authorization: `Bearer ${this.session.token}`, 'content-type': 'application/json' };
    return fetch(`${this.server.url}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  }

  get hasRead(): boolean {
    return this.reads.length > 0;
  }

  /** Lists tasks or blogs and keeps one document as read (the last three reads are kept). */
  async read(ctx: Ctx): Promise<void> {
    const entity = ctx.rng.chance(0.5) ? 'task' : 'blog';
    const list = (await (await this.call(PATH[entity])).json()) as { _id: string }[];
    const id = ctx.rng.pick(ctx.history.ordered(list.map((d) => d._id)));
    if (!id) return;
    const res = entity === 'blog' ? await this.call(`${PATH.blog}/${id}`) : null;
    const doc = (res ? await res.json() : list.find((d) => d._id === id)) as Record<string, unknown>;
    if (res && !res.ok) return;
    this.reads = [...this.reads.slice(-2), { entity, id, rev: Number(doc.rev), doc }];
  }

  /** Writes one field of a document read earlier, and records the write with its answer. */
  async write(ctx: Ctx): Promise<void> {
    const { rng, history } = ctx;
    const read = this.reads.splice(rng.int(0, this.reads.length - 1), 1)[0];
    if (!read) return;
    const field = rng.pick(
      read.entity === 'task'
        ? ['taskText', 'taskText', 'completed']
        : ['blogTitle', 'country', 'blogBody', 'blogBody'],
    ) as string;
    const seen = read.doc[field];
    const unit = token('w', history.step);
    let value: unknown;
    if (field === 'completed') value = !seen;
    else if (field === 'blogBody')
      value = rng.chance(0.7)
        ? replaceUnit(String(seen ?? ''), PARAGRAPH, rng, unit)
        : newBody('w', history.step, rng);
    else if (field === 'blogTitle')
      value = rng.chance(0.5)
        ? replaceUnit(String(seen ?? ''), WORD, rng, unit)
        : newTitle('w', history.step);
    else value = unit;
    const ifMatch = rng.chance(0.8) ? read.rev : null;
    const record = {
      who: 'w',
      step: history.step,
      tick: history.tick(),
      entity: read.entity,
      doc: read.id,
      field,
      kind: 'update' as const,
      value,
      seen,
      ifMatch,
      web: { status: 'unknown' as WriteStatus, http: null as number | null },
    };
    history.writes.push(record);
    const headers: Record<string, string> = ifMatch === null ? {} : { 'If-Match': String(ifMatch) };
    try {
      const res = await this.call(`${PATH[read.entity]}/${read.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ [field]: value }),
      });
      const rev = revOf(await res.text());
      record.web = {
        status: res.ok ? 'ack' : res.status < 500 ? 'rejected' : 'unknown',
        http: res.status,
        ...(res.ok && rev !== undefined && { rev }),
      };
      if (res.status >= 500)
        history.note(`website write to ${read.entity} ${read.id} answered ${res.status}`);
    } catch {
      // No answer (the server was killed): the write may or may not have happened.
    }
  }
}
