// Check 3a: a value whose every write was refused (a device mutation answered rejected, a website write
// answered 4xx) appears nowhere at the end: not in any device's documents, not in a conflict's kept, lost
// or hunks. A refused write that took effect anyway would show up here.
import { SYNC_ENTITIES } from '../../shared/sync/protocol';
import { type Device, snapshots } from './devices';
import type { EndState } from './end-state';
import { explain } from './explain';
import type { History } from './history';
import type { Outcomes } from './outcomes';
import { holds, newTokens } from './tokens';
import { capped, type Violation } from './violation';

/** Tokens every write of which was refused (a restore may write a token again). */
function refusedOnly(history: History, outcomes: Outcomes): string[] {
  const statuses = new Map<string, string[]>();
  for (const w of history.writes)
    for (const t of newTokens(w.value, w.seen))
      statuses.set(t, [...(statuses.get(t) ?? []), outcomes.status(w)]);
  return [...statuses].filter(([, s]) => s.every((x) => x === 'rejected')).map(([t]) => t);
}

export async function checkRefused(
  devices: readonly Device[],
  history: History,
  outcomes: Outcomes,
  end: EndState,
) {
  const found: Violation[] = [];
  const refused = refusedOnly(history, outcomes);
  const places: [string, unknown][] = [];
  for (const d of devices) {
    const docs = await snapshots(d);
    for (const entity of SYNC_ENTITIES)
      for (const [id, doc] of Object.entries(docs[entity]))
        for (const [f, v] of Object.entries(doc)) places.push([`${d.name} ${entity} ${id} .${f}`, v]);
  }
  for (const c of end.atEnd.values())
    places.push([
      `conflict ${c._id} (${c.entity} ${c.docId} .${c.field})`,
      JSON.stringify([c.kept, c.lost, c.hunks ?? []]),
    ]);
  for (const t of refused)
    for (const [where, value] of places)
      if (holds(value, t)) {
        const w = history.writes.find((x) => newTokens(x.value, x.seen).includes(t));
        found.push({
          check: '3a refused value',
          what: `${t}, refused, is in ${where}`,
          ...(w && { history: explain(w, history, outcomes, end) }),
        });
      }
  return capped(found, 5, 'refused values found');
}
