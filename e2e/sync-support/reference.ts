// A reference model of the server for the randomized test: the writes the server took (in the order it
// answered them, dropped answers included) replayed through the shared merge rule. It must end equal to
// the server, and while replaying it checks that no value is ever overwritten silently (without a
// conflict) by a device that had not seen it: a writer sees a value if its record was at or past the
// revision that wrote it, or if the value was its own.
import { expect } from 'vitest';
import { merge, orderKey, type Stored } from '../../shared/sync/merge';
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import type { WriteRecorder } from './writes';

interface ModelDoc {
  stored: Stored;
  /** Per field: the revision since which it holds its value, and the device that wrote it. */
  since: Record<string, { rev: number; by: string }>;
}

const same = (a: unknown, b: unknown) => orderKey(a) === orderKey(b);

export function replayTaken(taken: readonly { m: Mutation; r: MutationResult }[], writes: WriteRecorder) {
  const docs = new Map<string, ModelDoc>();
  for (const { m, r } of taken) {
    const key = `${m.entity}:${m.id}`;
    if (m.kind === 'delete') {
      docs.delete(key);
      continue;
    }
    if (m.kind === 'create') {
      const fieldRevs = Object.fromEntries(Object.keys(m.fields).map((f) => [f, 1]));
      const since = Object.fromEntries(Object.keys(m.fields).map((f) => [f, { rev: 1, by: m.clientId }]));
      docs.set(key, { stored: { rev: 1, fields: { ...m.fields }, fieldRevs }, since });
      continue;
    }
    const doc = docs.get(key);
    expect(doc, `${key} updated while the model has no such document`).toBeDefined();
    if (!doc) continue;
    const result = merge(doc.stored, { baseRev: m.baseRev, fields: m.fields });
    expect([result.rev, result.outcome], `${key} seq ${m.seq}`).toEqual([r.rev, r.status]);
    const seen = writes.byOpId.get(m.opId)?.seenRev ?? -1;
    for (const [field, value] of Object.entries(m.fields)) {
      if (!(field in result.set)) continue;
      const current = doc.stored.fields[field];
      const since = doc.since[field];
      const recorded = result.conflicts.some((c) => c.field === field && same(c.lost, current));
      if (since && !same(current, value) && !recorded)
        expect(
          seen >= since.rev || since.by === m.clientId,
          `${key}.${field} = ${JSON.stringify(current)} (since rev ${since.rev}) overwritten unseen by seq ${m.seq} made on rev ${seen}`,
        ).toBe(true);
      doc.since[field] = { rev: result.rev, by: m.clientId };
    }
    doc.stored = {
      rev: result.rev,
      fields: { ...doc.stored.fields, ...result.set },
      fieldRevs: result.fieldRevs,
    };
  }
  return docs;
}
