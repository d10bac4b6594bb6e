// The randomized schedule of the model test: three devices write, sync, go offline, lose answers and
// settle conflicts (keeping the version or restoring the other), in an order fast-check picks (and shrinks
// to a minimal failing schedule when a check fails).
import fc from 'fast-check';
import { keepKeptValue, restoreLostValue } from '../../pwa/src/data/conflict-actions';
import { loadIssues } from '../../pwa/src/data/sync-issues';
import type { Client } from './clients';
import type { NetworkMode } from './network';
import type { WriteRecorder } from './writes';

export type Entity = 'task' | 'draft';

export type Command =
  | { kind: 'create'; client: number; entity: Entity; text: string }
  | { kind: 'edit'; client: number; entity: Entity; pick: number; field: number; text: string; flag: boolean }
  | { kind: 'delete'; client: number; entity: Entity; pick: number }
  | { kind: 'resolve'; client: number; pick: number; restore: boolean }
  | { kind: 'sync'; client: number }
  | { kind: 'net'; client: number; mode: NetworkMode };

/** Documents every device shares before a schedule starts. */
export const SHARED_SETUP: Command[] = [
  { kind: 'create', client: 0, entity: 'task', text: 'visa' },
  { kind: 'create', client: 0, entity: 'task', text: 'train' },
  { kind: 'create', client: 0, entity: 'draft', text: 'Lima' },
];

// Few distinct values, so devices often write the same field, sometimes the same value.
const text = fc.constantFrom('a', 'b', 'visa', 'train', 'Lima');
const client = fc.nat({ max: 2 });
const entity = fc.constantFrom<Entity>('task', 'draft');

/** The owner keeps or restores one of the conflicts a device lists. */
export const decision: fc.Arbitrary<Command> = fc.record({
  kind: fc.constant('resolve' as const),
  client,
  pick: fc.nat(),
  restore: fc.boolean(),
});

export const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('create' as const), client, entity, text }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      client,
      entity,
      pick: fc.nat(),
      field: fc.nat({ max: 2 }),
      text,
      flag: fc.boolean(),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('delete' as const), client, entity, pick: fc.nat() }),
    weight: 1,
  },
  { arbitrary: decision, weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('sync' as const), client }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('net' as const),
      client,
      mode: fc.constantFrom<NetworkMode>('up', 'down', 'drop'),
    }),
    weight: 2,
  },
);

async function pickId(c: Client, entity: Entity, pick: number): Promise<string | null> {
  const ids = (await c.device.db
    .table(entity === 'task' ? 'tasks' : 'drafts')
    .toCollection()
    .primaryKeys()) as string[];
  return ids.length ? (ids.sort()[pick % ids.length] as string) : null;
}

async function edit(c: Client, cmd: Extract<Command, { kind: 'edit' }>, id: string): Promise<void> {
  if (cmd.entity === 'task') {
    if (cmd.field === 0) await c.device.tasks.edit(id, { taskText: cmd.text });
    else if (cmd.field === 1) await c.device.tasks.edit(id, { important: cmd.flag });
    else await c.device.tasks.toggleCompleted(id);
    return;
  }
  const fields = [{ blogTitle: cmd.text }, { country: cmd.text }, { featured: cmd.flag }][cmd.field] ?? {};
  await c.device.drafts.save(id, fields);
}

/** The owner decides on one of the conflicts the device lists: both writes are recorded. */
async function resolve(c: Client, cmd: Extract<Command, { kind: 'resolve' }>, writes: WriteRecorder) {
  const listed = (await loadIssues(c.device.db)).conflicts.map((issue) => issue.conflict);
  const conflict = listed.sort((a, b) => (a._id < b._id ? -1 : 1))[cmd.pick % Math.max(listed.length, 1)];
  if (!conflict) return;
  if (cmd.restore) {
    await restoreLostValue(c.device.db, conflict._id);
    // Undoing a delete re-creates the kept copy under the conflict's id (conflict-actions.ts).
    await writes.record(c, conflict.entity, conflict.kind === 'deleted' ? conflict._id : conflict.docId);
  } else await keepKeptValue(c.device.db, conflict._id);
  await writes.record(c, 'conflict', conflict._id);
}

export async function runCommand(
  clients: readonly Client[],
  cmd: Command,
  writes: WriteRecorder,
): Promise<void> {
  const c = clients[cmd.client] as Client;
  if (cmd.kind === 'sync') await c.sync();
  else if (cmd.kind === 'resolve') await resolve(c, cmd, writes);
  else if (cmd.kind === 'net') c.network.mode = cmd.mode;
  else if (cmd.kind === 'create') {
    const id =
      cmd.entity === 'task'
        ? await c.device.tasks.create({ taskText: cmd.text })
        : await c.device.drafts.save(null, { blogTitle: cmd.text });
    await writes.record(c, cmd.entity, id);
  } else {
    const id = await pickId(c, cmd.entity, cmd.pick);
    if (!id) return;
    if (cmd.kind === 'delete') {
      if (cmd.entity === 'task') await c.device.tasks.remove(id);
      else await c.device.drafts.remove(id);
    } else await edit(c, cmd, id);
    await writes.record(c, cmd.entity, id);
  }
}
