// How many documents of a kind a user keeps, checked on create only. One locked section of the owner's
// (a REST write, a whole push) counts the owner's documents on the userID index the first time it
// creates one of a kind, then keeps the count itself: a push of 500 creates counts once, and so does one
// of 500 creates refused. A delete makes the next create count again.
import type { SyncEntity } from '../../../../shared/sync/protocol';
import type { Collection } from '../../ports/document-store';
import { ConflictError } from '../errors';
import { DEFAULT_LIMITS, type QuotaLimits } from './limits';

/** Refused because the account is full: 409 through REST, `rejected` through sync. */
export class QuotaExceededError extends ConflictError {}

const KINDS = { task: 'tasks', draft: 'drafts', blog: 'blogs' } as const satisfies Record<
  SyncEntity,
  keyof QuotaLimits
>;

export function accountFull(kind: SyncEntity, limit: number): string {
  return `You can keep at most ${limit.toLocaleString('en-US')} ${KINDS[kind]}; delete some to make room`;
}

export class UserQuota {
  readonly #counts = new Map<string, number>();

  constructor(readonly limits: QuotaLimits = DEFAULT_LIMITS) {}

  /** Before creating one more `kind` for owner in col; throws QuotaExceededError when there is no room. */
  async take(col: Pick<Collection, 'count'>, kind: SyncEntity, owner: string): Promise<void> {
    const key = `${kind}:${owner}`;
    const count = this.#counts.get(key) ?? (await col.count({ userID: owner }));
    const limit = this.limits[KINDS[kind]];
    if (count >= limit) {
      this.#counts.set(key, count);
      throw new QuotaExceededError(accountFull(kind, limit));
    }
    this.#counts.set(key, count + 1);
  }

  /** After a delete of `kind`: the next take counts again. */
  forget(kind: SyncEntity, owner: string): void {
    this.#counts.delete(`${kind}:${owner}`);
  }
}
