// What became of each write, read from the recorded pushes: a device write is acknowledged when any answer
// to its mutation says applied, merged or duplicate (even an answer the device never received: the server
// took it), refused when every answer says rejected. A write folded into an unsent entry went out only as
// far as the entry's fields, as first pushed, still hold what it wrote.
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import type { History, PushRec, WriteRec, WriteStatus } from './history';
import { holds, newTokens, tokensOf } from './tokens';

type Fields = Record<string, unknown>;

export interface Answer {
  result: MutationResult;
  push: PushRec;
}

export class Outcomes {
  readonly answers = new Map<string, Answer[]>();
  /** The mutation as first sent, and when it first left the device. */
  readonly sent = new Map<string, { mutation: Mutation; tick: number }>();

  private readonly pulls: History['pulls'];

  constructor(history: History) {
    this.pulls = history.pulls;
    for (const push of history.pushes) {
      for (const m of push.mutations)
        if (!this.sent.has(m.opId)) this.sent.set(m.opId, { mutation: m, tick: push.sentTick });
      for (const result of push.response?.results ?? [])
        this.answers.set(result.opId, [...(this.answers.get(result.opId) ?? []), { result, push }]);
    }
  }

  /** A device mutation's fate; 'unsent' when it never left the device. */
  opStatus(opId: string): WriteStatus | 'unsent' {
    const answers = this.answers.get(opId) ?? [];
    if (answers.some((a) => a.result.status !== 'rejected')) return 'ack';
    if (answers.length) return 'rejected';
    return this.sent.has(opId) ? 'unknown' : 'unsent';
  }

  status(w: WriteRec): WriteStatus | 'unsent' {
    return w.web ? w.web.status : this.opStatus(w.opId ?? '');
  }

  /** When an acknowledgement first came back (undefined if none). */
  ackTick(opId: string): number | undefined;
  ackTick(w: WriteRec): number | undefined;
  ackTick(of: string | WriteRec): number | undefined {
    if (typeof of !== 'string' && of.web) return of.web.status === 'ack' ? of.tick : undefined;
    const opId = typeof of === 'string' ? of : (of.opId ?? '');
    return this.answers.get(opId)?.find((a) => a.result.status !== 'rejected')?.push.tick;
  }

  /** Some answer to a device write said `status`. */
  answered(w: WriteRec, status: MutationResult['status']): boolean {
    return (this.answers.get(w.opId ?? '') ?? []).some((a) => a.result.status === status);
  }

  /**
   * The revision the write made: a device's from its first acknowledgement (a later `duplicate` answer
   * names a revision made since), the website's from its answer. Infinity when no answer names one.
   */
  producedRev(w: WriteRec): number {
    if (w.web) return w.web.rev ?? Number.POSITIVE_INFINITY;
    // A create makes rev 1, though a resent one (its answer lost to a crash) is told only `duplicate`.
    if (this.sent.get(w.opId ?? '')?.mutation.kind === 'create') return 1;
    const revs = (this.answers.get(w.opId ?? '') ?? [])
      .filter((a) => a.result.status !== 'rejected' && a.result.rev !== undefined)
      .map((a) => a.result.rev as number);
    if (revs.length) return Math.min(...revs);
    // Only a rev-less `duplicate` came back: at most the first revision a device pulled holding the write.
    const tokens = this.sentTokens(w);
    const pulled = this.pulls
      .flatMap((p) => p.page.changes)
      .filter(
        (c) =>
          c.entity === w.entity &&
          c.id === w.doc &&
          c.doc &&
          tokens.some((t) => holds((c.doc as Fields)[w.field], t)),
      )
      .map((c) => c.rev);
    return pulled.length ? Math.min(...pulled) : Number.POSITIVE_INFINITY;
  }

  /** The value of the write's field that actually left the writer. */
  sentValue(w: WriteRec): unknown {
    if (w.web) return w.value;
    return this.sent.get(w.opId ?? '')?.mutation.fields[w.field];
  }

  /** The tokens the write brought that went out (a later fold into the same entry may have replaced some). */
  sentTokens(w: WriteRec): string[] {
    const out = new Set(tokensOf(this.sentValue(w)));
    return newTokens(w.value, w.seen).filter((t) => out.has(t));
  }

  /** When the write first reached (or could have reached) the server. */
  reachTick(w: WriteRec): number | undefined {
    return w.web ? w.tick : this.sent.get(w.opId ?? '')?.tick;
  }
}
