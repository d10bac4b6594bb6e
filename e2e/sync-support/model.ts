// The checks after a randomized schedule has synced out. Every device holds exactly the server's
// documents and conflicts; every write reached the server exactly once (one non-duplicate answer per
// opId); only writes to documents deleted elsewhere were refused; and the reference model, replaying
// what the server took, ends equal to it without any value overwritten unseen (reference.ts).
import { expect } from 'vitest';
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import type { TestApp } from '../../sync-server/src/testing/test-app';
import { type Client, localSnapshot, serverSnapshot } from './clients';
import type { PushRecord } from './network';
import { replayTaken } from './reference';
import type { WriteRecorder } from './writes';

interface Answered {
  m: Mutation;
  r: MutationResult;
}

function answered(pushes: readonly PushRecord[]): Answered[] {
  return pushes.flatMap((p) =>
    (p.response?.results ?? []).flatMap((r) => {
      const m = p.mutations.find((x) => x.seq === r.seq);
      return m ? [{ m, r }] : [];
    }),
  );
}

export async function checkModel(
  t: TestApp,
  userId: string,
  clients: readonly Client[],
  pushes: readonly PushRecord[],
  writes: WriteRecorder,
): Promise<void> {
  for (const entity of ['task', 'draft'] as const) {
    const server = await serverSnapshot(t, userId, entity);
    for (const c of clients) expect(await localSnapshot(c, entity), `${c.name}: ${entity}s`).toEqual(server);
  }
  const conflicts = await t.deps.store.collection('sync_conflicts').find({ userID: userId });
  const conflictIds = conflicts.map((c) => c._id).sort();
  for (const c of clients) {
    expect(await c.device.db.outbox.count(), `${c.name}: outbox`).toBe(0);
    expect(((await c.device.db.conflicts.toCollection().primaryKeys()) as string[]).sort()).toEqual(
      conflictIds,
    );
  }

  const log = answered(pushes);
  const taken = log.filter(({ r }) => r.status !== 'duplicate');
  const counts = new Map<string, number>();
  for (const { m } of taken) counts.set(m.opId, (counts.get(m.opId) ?? 0) + 1);
  for (const opId of writes.byOpId.keys()) expect(counts.get(opId), `write ${opId} taken once`).toBe(1);
  expect([...counts.keys()].filter((opId) => !writes.byOpId.has(opId))).toEqual([]);
  // What the server took is the entry as last edited on the device: nothing folded in after it left.
  for (const { m } of taken)
    expect(m.fields, `fields of seq ${m.seq}`).toEqual(writes.byOpId.get(m.opId)?.fields);

  const refused = taken.filter(({ r }) => r.status === 'rejected');
  for (const { m, r } of refused) {
    expect(m.kind, `refused ${m.kind}: ${r.reason}`).toBe('update');
    expect(r.reason).toMatch(/not found/);
  }
  const shown = (await Promise.all(clients.map((c) => c.device.db.rejections.toArray()))).flat();
  for (const rejection of shown) expect(refused.map(({ m }) => m.opId)).toContain(rejection.opId);

  // The server's documents are what the shared merge rule makes of the writes it took, in order.
  const model = replayTaken(
    taken.filter(({ r }) => r.status === 'applied' || r.status === 'merged'),
    writes,
  );
  for (const entity of ['task', 'draft'] as const) {
    const expected = [...model]
      .filter(([key]) => key.startsWith(`${entity}:`))
      .map(([key, doc]) => ({ _id: key.slice(entity.length + 1), rev: doc.stored.rev, ...doc.stored.fields }))
      .sort((a, b) => (a._id < b._id ? -1 : 1));
    expect(await serverSnapshot(t, userId, entity), `model ${entity}s`).toEqual(expected);
  }
}
