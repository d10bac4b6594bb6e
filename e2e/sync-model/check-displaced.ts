// Check 4: no acknowledged value is displaced without a conflict record. Each token an acknowledged write
// put into a text field (booleans cannot be traced) must at the end be (a) in the field's final value
// (for text merged three ways: still somewhere in it); or (b) gone with its document, deleted by a delete
// that had seen it (the delete's base revision at or above the one the write made, or the deleting device's
// own earlier write: delete-rule.ts), or kept in the `lost` copy of a `deleted` conflict of that document
// that a device was sent, or lost to a concurrent write before the delete, in a conflict that went with the
// document; or
// (c) recorded as lost by a conflict of that field (whole value or a hunk) that a device was sent; or (d)
// knowingly replaced: a later write to the field, not refused, that does not hold the token, made by a
// writer whose screen showed it, by the same device, or by the website without If-Match after the token
// had reached the server (such a write counts as having seen everything). A repeated undo of a `deleted`
// conflict is checked as the first undo (repeatedUndo). After a restore (restore.ts), a
// value that reached the server after its snapshot is held to this only if a device held it at the restore.
import { DELETED_CONFLICT } from '../../shared/sync/delete-rule';
import type { ConflictView } from '../../shared/sync/protocol';
import { conflictVersionsOf, type EndState, same, show } from './end-state';
import { explain } from './explain';
import type { DeleteRec, History, WriteRec } from './history';
import type { Outcomes } from './outcomes';
import { lostBy } from './restore';
import { holds } from './tokens';
import { capped, type Violation } from './violation';

const isDevice = (who: string) => who !== 'w';

function recordedLost(c: ConflictView, t: string): boolean {
  return holds(c.lost, t) || (c.hunks ?? []).some((h) => holds(h.lost, t));
}

/** The write x replaced the token t of write w knowingly. */
function replacedKnowingly(
  t: string,
  w: WriteRec,
  x: WriteRec,
  history: History,
  outcomes: Outcomes,
): boolean {
  if (x === w || x.doc !== w.doc || x.field !== w.field || x.tick <= w.tick) return false;
  if (outcomes.status(x) === 'rejected' || holds(outcomes.sentValue(x), t)) return false;
  if (holds(x.seen, t)) return true;
  if (isDevice(x.who) && x.who === w.who) return true;
  if (x.ifMatch !== null || !x.web) return false;
  // Without If-Match the website wrote on whatever the server had: every token that had reached it.
  return history.writes.some((y) => {
    const reached = outcomes.reachTick(y);
    return reached !== undefined && reached < x.tick && outcomes.sentTokens(y).includes(t);
  });
}

/** The document's deletes that took effect (refused ones did not; every outbox ends empty). */
function deletesOf(doc: string, history: History, outcomes: Outcomes): DeleteRec[] {
  return history.deletes.filter(
    (d) => d.doc === doc && d.opId !== undefined && outcomes.opStatus(d.opId) !== 'rejected',
  );
}

/**
 * The delete had seen the write (delete-rule.ts): it was made on the revision the write made or a later
 * one, or the deleting device wrote it itself earlier (a lower seq). Any of the document's deletes may
 * account for it: which one the server applied first is not on record, and the later ones find it gone.
 */
function deleteSaw(w: WriteRec, d: DeleteRec, outcomes: Outcomes): boolean {
  const baseRev = outcomes.sent.get(d.opId ?? '')?.mutation.baseRev;
  if (baseRev !== undefined && baseRev >= outcomes.producedRev(w)) return true;
  return isDevice(w.who) && w.who === d.who && (w.seq ?? Number.POSITIVE_INFINITY) < (d.seq ?? 0);
}

/** The copy a `deleted` conflict of the write's document kept holds the token in the write's field. */
function keptInCopy(w: WriteRec, t: string, end: EndState): boolean {
  return end.versions.some(
    (c) =>
      c.kind === DELETED_CONFLICT &&
      c.docId === w.doc &&
      !!c.lost &&
      typeof c.lost === 'object' &&
      holds((c.lost as Record<string, unknown>)[w.field], t),
  );
}

/**
 * The token had lost to a concurrent write of its field before the delete, so the document the delete
 * removed no longer held it; the conflict that recorded the loss went with the document (docs/sync.md, known
 * limits: a `deleted` conflict keeps the values the item had, not the versions its conflicts had lost), and
 * unless a device was sent that conflict first (c) nothing of it is left to check. With a kept copy: the
 * copy's field holds another acknowledged write's value instead. Without one (the server found no edit the
 * delete had not seen, which a field still holding the token would be): the write lost on arrival (answered
 * `merged`), or an acknowledged write of the field without the token came after it.
 */
function lostBeforeDelete(w: WriteRec, t: string, history: History, outcomes: Outcomes, end: EndState) {
  const copies = end.versions
    .filter((c) => c.kind === DELETED_CONFLICT && c.docId === w.doc && c.lost && typeof c.lost === 'object')
    .map((c) => (c.lost as Record<string, unknown>)[w.field]);
  const rivals = history.writes.filter(
    (x) => x !== w && x.doc === w.doc && x.field === w.field && outcomes.status(x) === 'ack',
  );
  if (copies.length > 0)
    return rivals.some((x) =>
      copies.some((v) => !holds(v, t) && outcomes.sentTokens(x).some((u) => holds(v, u))),
    );
  const acked = outcomes.ackTick(w);
  return (
    outcomes.answered(w, 'merged') ||
    rivals.some((x) => {
      const later = outcomes.ackTick(x);
      return later !== undefined && acked !== undefined && later > acked && !holds(outcomes.sentValue(x), t);
    })
  );
}

/**
 * (b): the token went with its document, deleted by a delete that had seen it, or kept in its copy; or,
 * lost by a restore and deleted on the restored server since, it is in a device's refused list: what that
 * device sent again of it was refused for the item being gone (pwa/src/data/server-restored.ts).
 */
function goneWithDelete(w: WriteRec, t: string, history: History, outcomes: Outcomes, end: EndState) {
  return (
    deletesOf(w.doc, history, outcomes).some((d) => deleteSaw(w, d, outcomes)) ||
    keptInCopy(w, t, end) ||
    lostBeforeDelete(w, t, history, outcomes, end) ||
    (lostBy(history, outcomes.reachTick(w)) !== undefined && end.refused.has(t))
  );
}

/** Why the write's document is absent at the end, or null when somebody deleted it. */
function vanished(
  w: WriteRec,
  t: string,
  history: History,
  outcomes: Outcomes,
  end: EndState,
): Violation | null {
  if (deletesOf(w.doc, history, outcomes).length > 0) return null;
  return {
    check: '4 vanished',
    what: `${w.entity} ${w.doc} is gone at the end, yet nobody deleted it (it held ${t}, written by ${w.who} at step ${w.step})`,
    history: explain({ ...w, field: '*' }, history, outcomes, end),
  };
}

/**
 * The tokens a write brought that the server kept, or that a device held to bring back: a restore
 * (restore.ts) loses what reached the server after its snapshot, and only the devices can send it again.
 */
function keptTokens(w: WriteRec, history: History, outcomes: Outcomes): string[] {
  const lost = lostBy(history, outcomes.reachTick(w));
  return outcomes.sentTokens(w).filter((t) => !lost || lost.held.has(t));
}

/** The tokens of one acknowledged write that are accounted for by none of (a)-(d). */
function unaccounted(w: WriteRec, history: History, outcomes: Outcomes, end: EndState): string[] {
  const final = end.docs[w.entity][w.doc] as Record<string, unknown> | undefined;
  return keptTokens(w, history, outcomes).filter(
    (t) =>
      !(final ? holds(final[w.field], t) : goneWithDelete(w, t, history, outcomes, end)) &&
      !conflictVersionsOf(end, w.doc, w.field).some((c) => recordedLost(c, t)) &&
      !history.writes.some((x) => replacedKnowingly(t, w, x, history, outcomes)),
  );
}

/** A token gone with its document, whose delete had not seen it, and no `deleted` conflict kept it. */
function unseenDelete(w: WriteRec, missing: string[], history: History, outcomes: Outcomes, end: EndState) {
  const deletes = deletesOf(w.doc, history, outcomes).map((d) => {
    const baseRev = outcomes.sent.get(d.opId ?? '')?.mutation.baseRev;
    return `${d.who} at step ${d.step} on rev ${baseRev ?? '?'}`;
  });
  const made = outcomes.producedRev(w);
  return {
    check: '4 deleted unseen',
    what: `${w.entity} ${w.doc} .${w.field}: ${missing.join(', ')}, written by ${w.who} at step ${w.step} (rev ${Number.isFinite(made) ? made : '?'}) and acknowledged, is gone with its document, deleted by ${deletes.join(', ')} without having seen it, and no 'deleted' conflict a device was sent keeps it`,
    history: explain({ ...w, field: '*' }, history, outcomes, end),
  };
}

/**
 * A second undo of the same `deleted` conflict, on a device that had not yet heard of the first: it
 * re-creates the same kept copy under the same id, so the server answers it `duplicate` and its values are
 * the first undo's, checked with that one. Only a create never applied, of a document a conflict's undo
 * made, with the same value as an earlier acknowledged create of it by another device.
 */
function repeatedUndo(w: WriteRec, history: History, outcomes: Outcomes, end: EndState): boolean {
  if (w.kind !== 'create' || !end.everSent.get(w.doc)?.kind) return false;
  if (outcomes.answered(w, 'applied') || outcomes.answered(w, 'merged')) return false;
  return history.writes.some(
    (x) =>
      x.doc === w.doc &&
      x.field === w.field &&
      x.kind === 'create' &&
      x.who !== w.who &&
      x.tick < w.tick &&
      outcomes.status(x) === 'ack' &&
      same(outcomes.sentValue(x), outcomes.sentValue(w)),
  );
}

export function checkDisplaced(history: History, outcomes: Outcomes, end: EndState): Violation[] {
  const found: Violation[] = [];
  const unseen: Violation[] = [];
  const gone = new Map<string, Violation | null>();
  for (const w of history.writes) {
    if (outcomes.status(w) !== 'ack' || repeatedUndo(w, history, outcomes, end)) continue;
    const kept = keptTokens(w, history, outcomes);
    if (kept.length === 0) continue;
    const final = end.docs[w.entity][w.doc];
    if (!final && !gone.has(w.doc)) gone.set(w.doc, vanished(w, kept[0] ?? '', history, outcomes, end));
    if (!final && gone.get(w.doc)) continue;
    const missing = unaccounted(w, history, outcomes, end);
    if (missing.length === 0) continue;
    if (!final) {
      unseen.push(unseenDelete(w, missing, history, outcomes, end));
      continue;
    }
    const create = history.writes.find(
      (x) =>
        x.doc === w.doc &&
        x.field === w.field &&
        x.kind === 'create' &&
        x !== w &&
        same(x.value, final[w.field]),
    );
    const hint = create ? " (the field holds the create's value again: a replayed create?)" : '';
    found.push({
      check: '4 displaced',
      what: `${w.entity} ${w.doc} .${w.field}: ${missing.join(', ')}, written by ${w.who} at step ${w.step} and acknowledged, displaced without a conflict record: the field ends as ${show(final[w.field], 100)}${hint}`,
      history: explain(w, history, outcomes, end),
    });
  }
  const vanishedDocs = [...gone.values()].filter((v): v is Violation => v !== null);
  return [
    ...capped(found, 8, 'displaced values'),
    ...capped(unseen, 6, 'values gone with a delete that had not seen them'),
    ...capped(vanishedDocs, 4, 'vanished documents'),
  ];
}
