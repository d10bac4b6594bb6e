// Check 3, exactly once: (a) refused values appear nowhere (check-refused.ts); (b) deleted documents stay
// deleted (check-deletes.ts); (c) per document, the revisions a device receives never go down (a create
// replayed after a crash would start over at rev 1); and every write a device queued was answered, since
// every outbox ended empty (unless a restore's bring-forward folded it into a create of the whole item).
import { checkDeletes } from './check-deletes';
import { checkRefused } from './check-refused';
import type { Device } from './devices';
import type { EndState } from './end-state';
import type { History } from './history';
import type { Outcomes } from './outcomes';
import { capped, type Violation } from './violation';

/** Documents only: a tombstone's rev means nothing to a device (a swept or public one says 0). */
function checkRevisions(history: History): Violation[] {
  const found: Violation[] = [];
  const seen = new Map<string, Map<string, number>>();
  for (const { device, step, page, fromStart } of history.pulls) {
    // Told to start over, or reading the whole copy from the start: revisions are counted afresh.
    if (page.reset || fromStart) seen.delete(device);
    const revs = seen.get(device) ?? new Map<string, number>();
    seen.set(device, revs);
    for (const c of page.changes) {
      if (c.entity === 'profile' || !c.doc) continue;
      const key = `${c.scope} ${c.entity} ${c.id}`;
      const before = revs.get(key) ?? 0;
      if (c.rev < before)
        found.push({
          check: '3c revision',
          what: `${device} received ${key} at rev ${c.rev} at step ${step}, after rev ${before} (created twice?)`,
        });
      revs.set(key, Math.max(before, c.rev));
    }
  }
  return capped(found, 5, 'revisions going down');
}

/**
 * Queued before the device read a restored server's whole copy (restore.ts): its bring-forward may have
 * folded the entry into a create of the whole item, which is answered in its place.
 */
function foldedByRestore(history: History, op: string): boolean {
  const writes = [...history.writes, ...history.deletes].filter((w) => w.opId === op);
  return writes.some((w) =>
    history.restores.some((r) =>
      history.pulls.some((p) => p.device === w.who && p.fromStart && p.tick > r.tick && w.tick < p.tick),
    ),
  );
}

function checkAnswered(history: History, outcomes: Outcomes): Violation[] {
  const ops = new Set(
    [...history.writes.map((w) => w.opId), ...history.deletes.map((d) => d.opId)].filter(
      (x): x is string => !!x,
    ),
  );
  return capped(
    [...ops]
      .filter((op) => ['unsent', 'unknown'].includes(outcomes.opStatus(op)) && !foldedByRestore(history, op))
      .map((op) => ({
        check: '3 answered',
        what: `mutation ${op} was ${outcomes.opStatus(op)} though every outbox is empty`,
      })),
    5,
    'unanswered mutations',
  );
}

export async function checkExactlyOnce(
  devices: readonly Device[],
  history: History,
  outcomes: Outcomes,
  end: EndState,
) {
  return [
    ...(await checkRefused(devices, history, outcomes, end)),
    ...checkDeletes(history, outcomes, end),
    ...checkRevisions(history),
    ...checkAnswered(history, outcomes),
  ];
}
