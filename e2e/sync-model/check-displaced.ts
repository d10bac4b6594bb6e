// Check 4: no acknowledged value is displaced without a conflict record. Each token an acknowledged write
// put into a text field (booleans cannot be traced) must at the end be (a) in the field's final value
// (for text merged three ways: still somewhere in it); or (b) gone with its document, which somebody
// deleted; or (c) recorded as lost by a conflict of that field (whole value or a hunk) that a device was
// sent; or (d) knowingly replaced: a later write to the field, not refused, that does not hold the token,
// made by a writer whose screen showed it, by the same device, or by the website without If-Match after the
// token had reached the server (such a write counts as having seen everything).
import type { ConflictView } from '../../shared/sync/protocol';
import { conflictVersionsOf, type EndState, same, show } from './end-state';
import { explain } from './explain';
import type { History, WriteRec } from './history';
import type { Outcomes } from './outcomes';
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

/** Why the write's document is absent at the end, or null when somebody deleted it (deletes win). */
function vanished(
  w: WriteRec,
  t: string,
  history: History,
  outcomes: Outcomes,
  end: EndState,
): Violation | null {
  const deleted = history.deletes.some(
    (d) => d.doc === w.doc && d.opId !== undefined && outcomes.opStatus(d.opId) !== 'rejected',
  );
  if (deleted) return null;
  return {
    check: '4 vanished',
    what: `${w.entity} ${w.doc} is gone at the end, yet nobody deleted it (it held ${t}, written by ${w.who} at step ${w.step})`,
    history: explain({ ...w, field: '*' }, history, outcomes, end),
  };
}

/** The tokens of one acknowledged write that are accounted for by none of (a)-(d). */
function unaccounted(w: WriteRec, history: History, outcomes: Outcomes, end: EndState): string[] {
  const final = end.docs[w.entity][w.doc] as Record<string, unknown>;
  return outcomes
    .sentTokens(w)
    .filter(
      (t) =>
        !holds(final[w.field], t) &&
        !conflictVersionsOf(end, w.doc, w.field).some((c) => recordedLost(c, t)) &&
        !history.writes.some((x) => replacedKnowingly(t, w, x, history, outcomes)),
    );
}

export function checkDisplaced(history: History, outcomes: Outcomes, end: EndState): Violation[] {
  const found: Violation[] = [];
  const gone = new Map<string, Violation | null>();
  for (const w of history.writes) {
    if (outcomes.status(w) !== 'ack' || outcomes.sentTokens(w).length === 0) continue;
    const final = end.docs[w.entity][w.doc];
    if (!final) {
      if (!gone.has(w.doc))
        gone.set(w.doc, vanished(w, outcomes.sentTokens(w)[0] ?? '', history, outcomes, end));
      continue;
    }
    const missing = unaccounted(w, history, outcomes, end);
    if (missing.length === 0) continue;
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
  return [...capped(found, 8, 'displaced values'), ...capped(vanishedDocs, 4, 'vanished documents')];
}
