// The checks after a randomized schedule has synced out. Every device holds exactly the server's
// documents and its open conflicts (a closed one may still be listed as closed, or not be there at all,
// depending on when the device pulled); every write reached the server exactly once (one non-duplicate
// answer per opId), as it was last edited on its device; and only writes to documents deleted elsewhere
// were refused. Which of two concurrent writes the server keeps depends on when it received them, so the
// server's choices are not predicted here: e2e/sync-model checks them against its own history.
import { expect } from 'vitest';
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import type { TestApp } from '../../sync-server/src/testing/test-app';
import { type Client, localSnapshot, serverSnapshot } from './clients';
import type { PushRecord } from './network';
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

async function openConflictIds(t: TestApp, userId: string): Promise<string[]> {
  const open = await t.deps.store
    .collection('sync_conflicts')
    .find({ userID: userId, resolved: { $ne: true } });
  return open.map((c) => c._id).sort();
}

async function listedConflictIds(c: Client): Promise<string[]> {
  const listed = await c.device.db.conflicts.filter((conflict) => conflict.resolved === 0).primaryKeys();
  return (listed as string[]).sort();
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
  const open = await openConflictIds(t, userId);
  for (const c of clients) {
    expect(await c.device.db.outbox.count(), `${c.name}: outbox`).toBe(0);
    expect(await listedConflictIds(c), `${c.name}: open conflicts`).toEqual(open);
  }

  const taken = answered(pushes).filter(({ r }) => r.status !== 'duplicate');
  const decisions = new Map<string, string[]>();
  for (const { m, r } of taken) decisions.set(m.opId, [...(decisions.get(m.opId) ?? []), r.status]);
  for (const opId of writes.byOpId.keys()) {
    const told = decisions.get(opId) ?? [];
    // A resent refused write is answered with the refusal the server remembers: one decision, told again.
    const decided = told.length > 0 && told.every((s) => s === 'rejected') ? told.slice(0, 1) : told;
    expect(decided, `write ${opId} decided once`).toHaveLength(1);
  }
  expect([...decisions.keys()].filter((opId) => !writes.byOpId.has(opId))).toEqual([]);
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
}
