// What one device does in one step of the schedule: create, edit a field, edit one paragraph (or one
// title word), delete, resolve a conflict it shows, sync, or change its network. Documents and conflicts
// are picked in creation order (ids are random), so a seed replays the same schedule.
import { keepKeptValue, restoreLostValue } from '../../pwa/src/data/conflict-actions';
import { TABLE } from '../../pwa/src/data/entities';
import { entriesFor, tableOf } from '../../pwa/src/data/local-write';
import type { ConflictRecord } from '../../pwa/src/data/records';
import { loadIssues } from '../../pwa/src/data/sync-issues';
import { DELETED_CONFLICT } from '../../shared/sync/delete-rule';
import type { SyncEntity } from '../../shared/sync/protocol';
import { type Ctx, createDoc, deleteDoc, fieldOf, recordWrite, setField } from './device-writes';
import { type Device, syncDevice } from './devices';
import { newBody, newTitle, PARAGRAPH, replaceUnit, token, WORD } from './tokens';

export const DEVICE_ACTIONS = {
  create: 6,
  edit: 22,
  paragraph: 14,
  delete: 2,
  resolve: 6,
  sync: 26,
  net: 6,
} as const;
export type DeviceAction = keyof typeof DEVICE_ACTIONS;

const ENTITIES: readonly SyncEntity[] = ['task', 'draft', 'blog'];
const EDITABLE_FIELDS: Record<SyncEntity, readonly string[]> = {
  task: ['taskText', 'taskText', 'completed', 'important'],
  draft: ['blogTitle', 'blogBody'],
  blog: ['blogTitle', 'country', 'blogBody'],
};

async function pickDoc(d: Device, ctx: Ctx, entities: readonly SyncEntity[]) {
  const entity = ctx.rng.pick(entities) as SyncEntity;
  const ids = (await d.data.db.table(TABLE[entity]).toCollection().primaryKeys()) as string[];
  const id = ctx.rng.pick(ctx.history.ordered(ids));
  return id ? { entity, id } : null;
}

/** The new value of a whole field: a fresh token (two words for a title, 3-4 paragraphs for a body). */
function wholeValue(d: Device, ctx: Ctx, field: string, seen: unknown): unknown {
  const { step } = ctx.history;
  if (field === 'completed' || field === 'important') return !seen;
  if (field === 'blogTitle') return newTitle(d.name, step);
  if (field === 'blogBody') return newBody(d.name, step, ctx.rng);
  return token(d.name, step);
}

async function edit(d: Device, ctx: Ctx, oneUnit: boolean): Promise<void> {
  const picked = await pickDoc(d, ctx, oneUnit ? ['draft', 'blog'] : ENTITIES);
  if (!picked) return;
  const { entity, id } = picked;
  const field = oneUnit
    ? ctx.rng.chance(0.8)
      ? 'blogBody'
      : 'blogTitle'
    : (ctx.rng.pick(EDITABLE_FIELDS[entity]) as string);
  const seen = await fieldOf(d, entity, id, field);
  const unit = token(d.name, ctx.history.step);
  const value = oneUnit
    ? replaceUnit(String(seen ?? ''), field === 'blogBody' ? PARAGRAPH : WORD, ctx.rng, unit)
    : wholeValue(d, ctx, field, seen);
  await setField(d, entity, id, field, value);
  await recordWrite(d, ctx, { entity, doc: id, field }, seen, 'update');
}

async function remove(d: Device, ctx: Ctx): Promise<void> {
  const picked = await pickDoc(d, ctx, ENTITIES);
  if (picked) await deleteDoc(d, ctx, picked.entity, picked.id);
}

/**
 * A `deleted` conflict: "undo the delete" re-creates the kept copy under the conflict's id
 * (conflict-actions.ts), recorded as that device's create at this step, so the checks follow the values
 * it brings back; "keep it deleted" closes it. An undo counts as decided while the copy is on the device
 * (undone-deletes.ts).
 */
async function resolveDeleted(d: Device, ctx: Ctx, conflict: ConflictRecord, action: 'keep' | 'restore') {
  const { history } = ctx;
  const { entity, _id: id } = conflict;
  let opId: string | undefined;
  if (action === 'keep') await keepKeptValue(d.data.db, id);
  else {
    await restoreLostValue(d.data.db, id);
    const entry = (await entriesFor(d.data.db, entity, id)).at(-1);
    if (entry?.kind === 'create') {
      opId = entry.opId;
      history.created(id);
      for (const field of Object.keys(entry.fields))
        await recordWrite(d, ctx, { entity, doc: id, field }, undefined, 'create');
    }
  }
  const decided =
    action === 'keep'
      ? (await d.data.db.conflicts.get(id))?.resolved === 1
      : (await tableOf(d.data.db, entity).get(id)) !== undefined;
  if (!decided) return;
  history.resolutions.push({
    device: d.name,
    step: history.step,
    tick: history.tick(),
    conflictId: id,
    action,
    entity,
    doc: conflict.docId,
    field: conflict.field,
    kind: DELETED_CONFLICT,
    ...(opId && { opId }),
  });
}

/** Keep the kept version or use the other one, on a conflict the device lists as open. */
async function resolve(d: Device, ctx: Ctx): Promise<void> {
  const open = (await loadIssues(d.data.db)).conflicts.map((i) => i.conflict);
  const order = ctx.history.ordered(open.map((c) => c.docId));
  open.sort(
    (a, b) =>
      order.indexOf(a.docId) - order.indexOf(b.docId) ||
      a.field.localeCompare(b.field) ||
      a.at.localeCompare(b.at),
  );
  const conflict = ctx.rng.pick(open);
  if (!conflict) return void (await syncDevice(d, ctx.history));
  const action = ctx.rng.chance(0.5) ? 'keep' : 'restore';
  if (conflict.kind === DELETED_CONFLICT) return resolveDeleted(d, ctx, conflict, action);
  const at = { entity: conflict.entity, doc: conflict.docId, field: conflict.field };
  const seen = (await tableOf(d.data.db, at.entity).get(at.doc))?.[at.field];
  if (action === 'keep') await keepKeptValue(d.data.db, conflict._id);
  else {
    await restoreLostValue(d.data.db, conflict._id);
    const now = await fieldOf(d, at.entity, at.doc, at.field);
    if (JSON.stringify(now) !== JSON.stringify(seen)) await recordWrite(d, ctx, at, seen, 'restore');
  }
  const still = (await d.data.db.conflicts.get(conflict._id))?.resolved === 0;
  if (still) return;
  const { history } = ctx;
  history.resolutions.push({
    device: d.name,
    step: history.step,
    tick: history.tick(),
    conflictId: conflict._id,
    action,
    ...at,
  });
}

export async function runDeviceAction(d: Device, ctx: Ctx, action: DeviceAction): Promise<void> {
  if (action === 'create') await createDoc(d, ctx, ctx.rng.pick(ENTITIES) as SyncEntity);
  else if (action === 'edit') await edit(d, ctx, false);
  else if (action === 'paragraph') await edit(d, ctx, true);
  else if (action === 'delete') await remove(d, ctx);
  else if (action === 'resolve') await resolve(d, ctx);
  else if (action === 'sync') await syncDevice(d, ctx.history);
  else d.network.mode = ctx.rng.weighted({ up: 2, down: 1, drop: 1 });
}
