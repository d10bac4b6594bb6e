// SYNC_MODEL_TRACE=1 prints the history of every document of a run (what explain.ts prints for a failure),
// to read a schedule whole when a failure needs more context than its own document.
import type { Device } from './devices';
import { endState } from './end-state';
import { explain } from './explain';
import type { History } from './history';
import { Outcomes } from './outcomes';

export async function traceAll(fresh: Device, history: History): Promise<string> {
  const outcomes = new Outcomes(history);
  const end = await endState(fresh, history);
  const docs = new Map(history.writes.map((w) => [w.doc, w.entity]));
  const parts = [...docs].map(([doc, entity]) =>
    explain({ entity, doc, field: '*' }, history, outcomes, end),
  );
  return [
    ...parts,
    `  server: ${history.events.map((e) => `@${e.step} ${e.what}`).join('; ')}`,
    ...history.notes,
  ].join('\n');
}
