// Part of check 4, the other way round: a write made on top of a value must not lose a conflict to that
// very value (DESIGN: a device's own later write never loses to its own earlier one; a write made on what
// it had seen is not concurrent with it). Flagged when a device's mutation answered 'merged' produced a
// conflict (first sent after the mutation left; lostBy names that device) whose lost value is exactly
// what the mutation sent and whose kept value is exactly what the device showed just before, and nobody
// wrote that kept value again after the device's write (a restore repeats an old value, and a later
// restore may rightly win). Judged on the conflict as first sent: an open conflict's `kept` follows later
// writes of its field, and a text merged three ways can come out equal to an old value (seed 20261488:
// "d1s3x" and "ws37" from two writes made "d1s3x ws37", the value the loser had seen, long after it lost).
// Traceable text values only: booleans repeat.
import type { ConflictView } from '../../shared/sync/protocol';
import { type EndState, same, show } from './end-state';
import { explain } from './explain';
import type { History, WriteRec } from './history';
import type { Outcomes } from './outcomes';
import { tokensOf } from './tokens';
import { capped, type Violation } from './violation';

function producedBy(
  c: ConflictView,
  w: WriteRec,
  history: History,
  outcomes: Outcomes,
  end: EndState,
): boolean {
  if (!w.opId || w.doc !== c.docId || w.field !== c.field || w.kind === 'create') return false;
  if (tokensOf(c.kept).length === 0 || tokensOf(c.lost).length === 0) return false;
  if (c.lostBy?.clientId == null || history.clientIds.get(c.lostBy.clientId) !== w.who) return false;
  if (!same(outcomes.sentValue(w), c.lost) || !same(w.seen, c.kept)) return false;
  const sent = outcomes.sent.get(w.opId)?.tick ?? Number.POSITIVE_INFINITY;
  const merged = (outcomes.answers.get(w.opId) ?? []).some((a) => a.result.status === 'merged');
  const keptWrites = history.writes.filter(
    (x) => x.doc === c.docId && x.field === c.field && same(outcomes.sentValue(x), c.kept),
  );
  const keptBefore = keptWrites.length > 0 && keptWrites.every((x) => x.tick < w.tick);
  return merged && keptBefore && (end.firstSent.get(c._id) ?? 0) > sent;
}

export function checkStaleConflicts(history: History, outcomes: Outcomes, end: EndState): Violation[] {
  const found: Violation[] = [];
  for (const latest of end.everSent.values()) {
    const c = end.versions.find((v) => v._id === latest._id) ?? latest;
    const loser = history.writes.find((w) => producedBy(c, w, history, outcomes, end));
    if (!loser) continue;
    found.push({
      check: '4 stale conflict',
      what: `conflict ${c._id} on ${c.entity} ${c.docId} .${c.field}: ${show(c.lost, 80)}, written by ${loser.who} at step ${loser.step} on top of ${show(c.kept, 80)}, lost to that very value`,
      history: explain(loser, history, outcomes, end),
    });
  }
  return capped(found, 4, 'stale conflicts');
}
