// Check 1: every device ends equal to a fresh device of the same user that pulled everything from scratch
// (documents with rev and synced fields, the open conflicts of documents still there and the `deleted`
// ones), with an empty outbox. Check 2: no device was ever told to reset (the log is never pruned in these runs), so each
// incremental copy must equal the fresh one without having skipped anything.
import { DELETED_CONFLICT } from '../../shared/sync/delete-rule';
import { SYNC_ENTITIES, type SyncEntity } from '../../shared/sync/protocol';
import { type Device, type OpenConflict, openConflicts, type Snapshot, snapshots } from './devices';
import { type EndState, same, show } from './end-state';
import { explain } from './explain';
import type { History } from './history';
import type { Outcomes } from './outcomes';
import { capped, type Violation } from './violation';

/** One violation per document that differs, naming every differing field, with the document's history. */
function diff(
  name: string,
  entity: SyncEntity,
  mine: Snapshot,
  ref: Snapshot,
  story: (entity: SyncEntity, id: string) => string,
): Violation[] {
  const found: Violation[] = [];
  for (const id of new Set([...Object.keys(mine), ...Object.keys(ref)])) {
    const a = mine[id];
    const b = ref[id];
    const fields = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
    const differ = [...fields].filter((f) => !same(a?.[f], b?.[f]));
    if (differ.length === 0) continue;
    const what =
      a && b
        ? differ.map((f) => `.${f} = ${show(a[f], 60)} (fresh device: ${show(b[f], 60)})`).join(', ')
        : `${a ? 'present' : 'absent'} (fresh device: ${b ? 'present' : 'absent'})`;
    found.push({
      check: '1 convergence',
      what: `${name} ${entity} ${id}: ${what}`,
      history: story(entity, id),
    });
  }
  return found;
}

export async function checkConvergence(
  devices: readonly Device[],
  fresh: Device,
  history: History,
  outcomes: Outcomes,
  end: EndState,
): Promise<Violation[]> {
  const story = (entity: SyncEntity, doc: string) =>
    explain({ entity, doc, field: '*' }, history, outcomes, end);
  const found: Violation[] = [];
  const ref = await snapshots(fresh);
  const refOpen = await openConflicts(fresh);
  for (const d of devices) {
    const mine = await snapshots(d);
    for (const entity of SYNC_ENTITIES)
      found.push(
        ...capped(
          diff(d.name, entity, mine[entity], ref[entity], story),
          6,
          `${d.name} ${entity} differences`,
        ),
      );
    const open = await openConflicts(d);
    // A conflict of a document gone at the end is left out (it goes with its document), except one of kind
    // `deleted`, which keeps the gone document for the owner on every device.
    const listed = (c: OpenConflict) => c.kind === DELETED_CONFLICT || ref[c.entity][c.docId];
    const ids = new Set([...open, ...refOpen].filter(listed).map((c) => c._id));
    const differing: Violation[] = [];
    for (const id of ids) {
      const a = open.find((c) => c._id === id);
      const b = refOpen.find((c) => c._id === id);
      if (same(a, b)) continue;
      const about = (a ?? b) as (typeof open)[number];
      const where = `${about.entity} ${about.docId} .${about.field} (kept ${show(about.kept, 60)}, lost ${show(about.lost, 60)})`;
      const state = !a ? 'is not open on' : !b ? 'is open only on' : 'differs between the fresh device and';
      differing.push({
        check: '1 open conflicts',
        what: `conflict ${id} on ${where} ${state} ${d.name}${a && b ? `: ${show(a)} vs ${show(b)}` : ''}`,
      });
    }
    found.push(...capped(differing, 4, `${d.name} open-conflict differences`));
    const left = await d.data.db.outbox.toArray();
    if (left.length)
      found.push({
        check: '1 outbox',
        what: `${d.name} still has ${left.length} outbox entries: ${show(
          left.map((e) => `${e.seq} ${e.entity} ${e.kind} ${e.id}`),
          300,
        )}`,
      });
  }
  // A restored server tells every device so (a reset that says `restored`), and only then.
  for (const { device, step, tick, page } of history.pulls)
    if (page.reset && !(page.restored && history.restores.some((r) => r.tick < tick)))
      found.push({
        check: '2 reset',
        what: `${device} was told to reset at step ${step}${page.restored ? ' (restored)' : ''}, though the log is never pruned${page.restored ? ' and no restore came before' : ''}`,
      });
  return found;
}
