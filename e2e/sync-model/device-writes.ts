// A device's writes through its real repositories, each recorded with what the screen showed for the field
// just before ("seen") and the outbox entry that carries it (the newest for the document, as
// e2e/sync-support/writes.ts reads it: an edit folded into an unsent entry shares that entry's opId).
import { entriesFor, tableOf } from '../../pwa/src/data/local-write';
import type { SyncEntity } from '../../shared/sync/protocol';
import type { Device } from './devices';
import type { History, WriteRec } from './history';
import type { Rng } from './rng';
import { newBody, newTitle, token } from './tokens';

export interface Ctx {
  rng: Rng;
  history: History;
}

export async function fieldOf(d: Device, entity: SyncEntity, id: string, field: string): Promise<unknown> {
  return (await tableOf(d.data.db, entity).get(id))?.[field];
}

/** Records the field as it stands after a write; nothing when the write queued nothing. */
export async function recordWrite(
  d: Device,
  ctx: Ctx,
  at: { entity: SyncEntity; doc: string; field: string },
  seen: unknown,
  kind: WriteRec['kind'],
): Promise<void> {
  const record = await tableOf(d.data.db, at.entity).get(at.doc);
  const entry = (await entriesFor(d.data.db, at.entity, at.doc)).at(-1);
  if (!record || !entry) return;
  const { history } = ctx;
  history.writes.push({
    who: d.name,
    step: history.step,
    tick: history.tick(),
    ...at,
    kind,
    value: record[at.field],
    seen,
    opId: entry.opId,
    seq: entry.seq,
  });
}

export async function createDoc(d: Device, ctx: Ctx, entity: SyncEntity): Promise<void> {
  const { rng, history } = ctx;
  let id: string;
  let fields: Record<string, string>;
  if (entity === 'task') {
    fields = { taskText: token(d.name, history.step) };
    id = await d.data.tasks.create({ taskText: fields.taskText ?? '' });
  } else if (entity === 'draft') {
    fields = { blogTitle: newTitle(d.name, history.step), blogBody: newBody(d.name, history.step, rng) };
    id = await d.data.drafts.save(null, fields);
  } else {
    const blog = {
      blogTitle: newTitle(d.name, history.step),
      country: token(d.name, history.step, 'z'),
      blogBody: newBody(d.name, history.step, rng),
    };
    fields = blog;
    id = await d.data.blogs.create(blog);
  }
  history.created(id);
  for (const field of Object.keys(fields))
    await recordWrite(d, ctx, { entity, doc: id, field }, undefined, 'create');
}

/** Writes one field through the repository the screens use for it. */
export async function setField(
  d: Device,
  entity: SyncEntity,
  id: string,
  field: string,
  value: unknown,
): Promise<void> {
  if (entity === 'task') {
    if (field === 'completed') {
      if ((await fieldOf(d, entity, id, field)) !== value) await d.data.tasks.toggleCompleted(id);
    } else await d.data.tasks.edit(id, { [field]: value });
  } else if (entity === 'draft') await d.data.drafts.save(id, { [field]: value });
  else await d.data.blogs.update(id, { [field]: value });
}

export async function deleteDoc(d: Device, ctx: Ctx, entity: SyncEntity, id: string): Promise<void> {
  if (entity === 'task') await d.data.tasks.remove(id);
  else if (entity === 'draft') await d.data.drafts.remove(id);
  else await d.data.blogs.remove(id);
  const entry = (await entriesFor(d.data.db, entity, id)).at(-1);
  const { history } = ctx;
  history.deletes.push({
    who: d.name,
    step: history.step,
    tick: history.tick(),
    entity,
    doc: id,
    ...(entry?.kind === 'delete' && { opId: entry.opId, seq: entry.seq }),
  });
}
