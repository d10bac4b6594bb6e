// One line per run, for information: what happened (kills, restarts, failpoints, conflicts, those that keep
// a deleted document and the undos of their deletes, merges, refusals, traffic) and what the checks found.
import { DELETED_CONFLICT } from '../../shared/sync/delete-rule';
import type { History } from './history';
import type { ModelServer } from './server';
import type { Violation } from './violation';

export function summarize(
  seed: number,
  steps: number,
  history: History,
  server: ModelServer,
  violations: readonly Violation[],
  ms: number,
): string {
  const results = history.pushes.flatMap((p) => p.response?.results ?? []);
  const merged = results.filter((r) => r.status === 'merged').length;
  const refused =
    new Set(results.filter((r) => r.status === 'rejected').map((r) => r.opId)).size +
    history.writes.filter((w) => w.web?.status === 'rejected').length;
  const sent = history.pulls.flatMap((p) => p.page.changes.filter((c) => c.entity === 'conflict'));
  const conflicts = new Set(sent.map((c) => c.id)).size;
  const deleted = new Set(
    sent.filter((c) => (c.doc as { kind?: string } | undefined)?.kind === DELETED_CONFLICT).map((c) => c.id),
  ).size;
  const undone = history.resolutions.filter((r) => r.kind && r.action === 'restore').length;
  const { kills, restarts, armed, fired } = server.counts;
  const byCheck = new Map<string, number>();
  for (const v of violations) byCheck.set(v.check, (byCheck.get(v.check) ?? 0) + 1);
  const found = violations.length
    ? `${violations.length} violations (${[...byCheck].map(([c, n]) => `${c} ×${n}`).join(', ')})`
    : 'no violations';
  return [
    `seed ${seed}: ${steps} steps, ${kills} kills, ${restarts} restarts, failpoints fired ${fired}/${armed},`,
    `${conflicts} conflicts (${deleted} of deleted documents, ${undone} undone), ${merged} merges, ${refused} refusals, ${history.writes.length} writes, ${history.pushes.length} pushes,`,
    `${history.pulls.length} pull pages, ${(ms / 1000).toFixed(1)} s: ${found}`,
  ].join(' ');
}
