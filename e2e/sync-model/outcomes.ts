// What became of each write, read from the recorded pushes: a device write is acknowledged when any answer
// to its mutation says applied, merged or duplicate (even an answer the device never received: the server
// took it), refused when every answer says rejected. A write folded into an unsent entry went out only as
// far as the entry's fields, as first pushed, still hold what it wrote.
import type { Mutation, MutationResult } from '../../shared/sync/protocol';
import type { History, PushRec, WriteRec, WriteStatus } from './history';
import { newTokens, tokensOf } from './tokens';

export interface Answer {
  result: MutationResult;
  push: PushRec;
}

export class Outcomes {
  readonly answers = new Map<string, Answer[]>();
  /** The mutation as first sent, and when it first left the device. */
  readonly sent = new Map<string, { mutation: Mutation; tick: number }>();

  constructor(history: History) {
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
  ackTick(opId: string): number | undefined {
    return this.answers.get(opId)?.find((a) => a.result.status !== 'rejected')?.push.tick;
  }

  /**
   * The revision the write made: a device's from its first acknowledgement (a later `duplicate` answer
   * names a revision made since), the website's from its answer. Infinity when no answer names one.
   */
  producedRev(w: WriteRec): number {
    if (w.web) return w.web.rev ?? Number.POSITIVE_INFINITY;
    const revs = (this.answers.get(w.opId ?? '') ?? [])
      .filter((a) => a.result.status !== 'rejected' && a.result.rev !== undefined)
      .map((a) => a.result.rev as number);
    return revs.length ? Math.min(...revs) : Number.POSITIVE_INFINITY;
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
