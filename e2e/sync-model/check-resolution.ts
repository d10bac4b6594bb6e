// Check 5: a conflict the owner resolved on one device (keep, or use the other) is resolved on every device
// at the end, the fresh one included; and an open conflict's `kept` is the document's current value of
// its field (a later write moves `kept` along). A `deleted` conflict counts too: "keep it deleted" closes
// it, and "undo the delete" is the create under its id, which closes it on the server (an undo the server
// refused leaves it open, listed again beside the refusal). Other conflicts of documents gone at the end
// are left out: they go with their document.
import { DELETED_CONFLICT } from '../../shared/sync/delete-rule';
import type { Device } from './devices';
import { openConflicts, snapshots } from './devices';
import { type EndState, same, show } from './end-state';
import type { History } from './history';
import type { Outcomes } from './outcomes';
import { lostBetween } from './restore';
import { capped, type Violation } from './violation';

/**
 * What the server answered to the mutations that close the conflict (its close, or an undo's create under
 * its id), if the device sent any.
 */
function closing(conflictId: string, history: History, outcomes: Outcomes): string {
  const ops = new Set(
    history.pushes.flatMap((p) => p.mutations.filter((m) => m.id === conflictId).map((m) => m.opId)),
  );
  const answers = [...ops].flatMap((op) =>
    (outcomes.answers.get(op) ?? []).map(
      ({ result }) => `${result.status}${result.reason ? ` "${result.reason}"` : ''}`,
    ),
  );
  if (ops.size === 0) return 'no device sent a mutation that closes it';
  return `the mutations that close it were answered ${answers.join(', ') || 'nothing'}`;
}

export async function checkResolution(
  devices: readonly Device[],
  history: History,
  outcomes: Outcomes,
  end: EndState,
): Promise<Violation[]> {
  const found: Violation[] = [];
  const open = new Map<string, string[]>();
  const stale = new Map<string, Violation>();
  for (const d of devices) {
    const docs = await snapshots(d);
    for (const c of await openConflicts(d)) {
      open.set(c._id, [...(open.get(c._id) ?? []), d.name]);
      const doc = docs[c.entity][c.docId];
      if (!doc || same(doc[c.field], c.kept)) continue;
      const known = stale.get(c._id);
      if (known) known.what = known.what.replace(/^\S+/, (names) => `${names},${d.name}`);
      else
        stale.set(c._id, {
          check: '5 kept',
          what: `${d.name} open conflict ${c._id} on ${c.entity} ${c.docId} .${c.field} keeps ${show(c.kept, 80)} but the field is ${show(doc[c.field], 80)}`,
        });
    }
  }
  const reported = new Set<string>();
  for (const r of history.resolutions) {
    const deleted = r.kind === DELETED_CONFLICT;
    if (reported.has(r.conflictId) || (!deleted && !end.docs[r.entity][r.doc])) continue;
    if (r.opId && outcomes.opStatus(r.opId) === 'rejected') continue;
    // A restore whose snapshot predates the resolution reaching the server lost it: the conflict is open
    // again everywhere. It reached the server at one of its sends up to the first answer that took it
    // (seed 20261499: first sent before the snapshot, taken only after it, by a send after dropped answers).
    const closes = history.pushes
      .filter((p) => p.sentTick > r.tick)
      .flatMap((p) => p.mutations.filter((m) => m.id === r.conflictId).map((m) => ({ m, p })));
    const taken = closes.map(({ m }) => outcomes.ackTick(m.opId)).filter((t) => t !== undefined);
    const firstTaken = taken.length ? Math.min(...taken) : undefined;
    if (lostBetween(history, closes[0]?.p.sentTick, firstTaken)) continue;
    const still = open.get(r.conflictId);
    if (!still) continue;
    reported.add(r.conflictId);
    found.push({
      check: '5 resolved',
      what: `${deleted ? `'${DELETED_CONFLICT}' ` : ''}conflict ${r.conflictId} on ${r.entity} ${r.doc} .${r.field}, resolved by ${r.device} at step ${r.step} (${r.action}), is still open on ${still.join(', ')}; ${closing(r.conflictId, history, outcomes)}`,
    });
  }
  return [
    ...capped(found, 6, 'resolutions not everywhere'),
    ...capped([...stale.values()], 6, 'stale kept values'),
  ];
}
