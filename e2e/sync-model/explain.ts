// The "printed minimal history" of a failure: every write to one document field in order, with who wrote
// it, what the writer had seen and what became of it; the document's deletes; the conflicts the server sent
// for the field and who resolved them; and the server kills and restarts around them. Field '*' shows
// every field of the document.
import type { ConflictWriter, SyncEntity } from '../../shared/sync/protocol';
import { conflictsOf, type EndState, show } from './end-state';
import type { History, WriteRec } from './history';
import type { Outcomes } from './outcomes';

function fate(w: Pick<WriteRec, 'web' | 'opId' | 'seq' | 'ifMatch'>, outcomes: Outcomes): string {
  if (w.web)
    return `${w.ifMatch === null ? 'no If-Match' : `If-Match ${w.ifMatch}`}, HTTP ${w.web.http ?? 'no answer'} (${w.web.status})`;
  const answers = (outcomes.answers.get(w.opId ?? '') ?? []).map(
    ({ result, push }) =>
      `${result.status}${result.rev === undefined ? '' : ` rev ${result.rev}`}${result.reason ? ` "${result.reason}"` : ''} @${push.step}${push.received ? '' : ' (answer dropped)'}`,
  );
  const sent = outcomes.sent.get(w.opId ?? '');
  const base = sent ? ` baseRev ${sent.mutation.baseRev}` : '';
  const seq = w.seq === undefined ? '' : ` seq ${w.seq}`;
  return `op ${w.opId}${seq}${base}: ${answers.join(', ') || 'no answer'}`;
}

export function explain(
  at: { entity: SyncEntity; doc: string; field: string },
  history: History,
  outcomes: Outcomes,
  end: EndState,
): string {
  const all = at.field === '*';
  const lines = [`  history of ${at.entity} ${at.doc} ${all ? '(all fields)' : `.${at.field}`}:`];
  const writes = history.writes.filter((w) => w.doc === at.doc && (all || w.field === at.field));
  for (const w of writes) {
    const seen = w.kind === 'create' ? '' : ` seen ${show(w.seen, 80)} →`;
    const field = all ? ` .${w.field}` : '';
    lines.push(
      `    step ${w.step} ${w.who} ${w.kind}${field}${seen} ${show(w.value, 100)} [${fate(w, outcomes)}]`,
    );
  }
  for (const d of history.deletes.filter((x) => x.doc === at.doc))
    lines.push(`    step ${d.step} ${d.who} delete [${d.opId ? fate(d, outcomes) : 'nothing queued'}]`);
  for (const c of conflictsOf(end, at.doc, all ? undefined : at.field)) {
    const by = history.resolutions
      .filter((r) => r.conflictId === c._id)
      .map((r) => `${r.action} by ${r.device} @${r.step}`);
    const hunks = c.hunks?.length ? ` hunks ${show(c.hunks, 100)}` : '';
    const who = (w: ConflictWriter | null | undefined) =>
      w ? ` (${history.clientIds.get(w.clientId ?? '') ?? w.label})` : '';
    const kind = c.kind ? ` (${c.kind})` : '';
    lines.push(
      `    conflict ${c._id}${kind}: kept ${show(c.kept, 80)}${who(c.keptBy)} lost ${show(c.lost, 80)}${who(c.lostBy)}${hunks} resolved=${c.resolved}${by.length ? ` (${by.join(', ')})` : ''}${end.atEnd.has(c._id) ? '' : ' (gone at the end)'}`,
    );
  }
  const undoes = end.everSent.get(at.doc);
  if (undoes?.kind)
    lines.push(`    (undoes the delete of ${undoes.entity} ${undoes.docId}: conflict ${at.doc})`);
  const final = end.docs[at.entity][at.doc];
  lines.push(`    at the end: ${final ? show(all ? final : final[at.field], 140) : 'document absent'}`);
  const first = Math.min(
    ...writes.map((w) => w.step),
    ...history.deletes.filter((x) => x.doc === at.doc).map((x) => x.step),
  );
  const around = history.events.filter((e) => e.step >= first - 1);
  if (around.length)
    lines.push(`    server since step ${first - 1}: ${around.map((e) => `@${e.step} ${e.what}`).join('; ')}`);
  return lines.join('\n');
}
