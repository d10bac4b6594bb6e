// Check 3b: a document whose delete was acknowledged (answered applied, merged or duplicate), or whose
// tombstone a device received, is absent at the end, and no pull page received after that brings it back
// except as a tombstone (a create replayed after a crash would).
import type { SyncEntity } from '../../shared/sync/protocol';
import type { EndState } from './end-state';
import { explain } from './explain';
import type { History } from './history';
import type { Outcomes } from './outcomes';
import { restoredSince } from './restore';
import type { Violation } from './violation';

export function checkDeletes(history: History, outcomes: Outcomes, end: EndState): Violation[] {
  const found: Violation[] = [];
  const acked = new Map<string, { tick: number; why: string; entity: SyncEntity }>();
  const ack = (doc: string, entity: SyncEntity, tick: number, why: string) => {
    if ((acked.get(doc)?.tick ?? Number.POSITIVE_INFINITY) > tick) acked.set(doc, { tick, why, entity });
  };
  for (const d of history.deletes) {
    const tick = d.opId ? outcomes.ackTick(d.opId) : undefined;
    if (tick !== undefined) ack(d.doc, d.entity, tick, `delete by ${d.who} at step ${d.step} acknowledged`);
  }
  for (const { device, step, tick, page } of history.pulls)
    for (const c of page.changes)
      if (c.deleted && c.scope === 'user' && c.entity !== 'conflict' && c.entity !== 'profile')
        ack(c.id, c.entity, tick, `${device} received its tombstone at step ${step}`);
  for (const [doc, { tick, why, entity }] of acked) {
    const story = explain({ entity, doc, field: '*' }, history, outcomes, end);
    if (end.docs[entity][doc])
      found.push({
        check: '3b delete',
        what: `${entity} ${doc} is present at the end, though its ${why}`,
        history: story,
      });
    // A restore after the delete may bring the document back until the device that deleted it (which
    // keeps its acknowledged deletes) sends the delete again: only the end counts then.
    const restored = restoredSince(history, tick);
    const later = history.pulls
      .filter((p) => p.tick > tick && (!restored || p.tick < restored.tick))
      .flatMap((p) =>
        p.page.changes
          // The conflict that undoes a delete shares its id with the copy (the conflict's own changes).
          .filter((c) => c.entity === entity && c.id === doc && c.doc)
          .map((c) => `${p.device} @${p.step} rev ${c.rev}`),
      );
    if (later.length)
      found.push({
        check: '3b delete',
        what: `${entity} ${doc} came back in pull pages after its ${why}: ${later.slice(0, 5).join(', ')}`,
        history: story,
      });
  }
  return found;
}
