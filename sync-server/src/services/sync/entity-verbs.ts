// The verbs every synced entity offers, shared by REST routes and pushed mutations so both see the same
// validation, ownership, revisions and change log. Each runs inside the owner's scope lock.
import type { z } from 'zod';
import { newId } from '../../../../shared/ids';
import type { SyncEntity } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import { NotFoundError, ValidationError } from '../errors';
import { quotaLimits } from '../quotas/limits';
import { UserQuota } from '../quotas/user-quota';
import { describeIssues } from '../validation';
import { userScope } from './change-log';
import {
  type ClientOp,
  COLLECTION,
  createSynced,
  type DeleteOptions,
  deleteSynced,
  type SyncedDoc,
  type UpdateOptions,
  updateSynced,
  type WriteOutcome,
} from './synced-docs';

export interface EntityRules {
  entity: SyncEntity;
  create: z.ZodType<Record<string, unknown>>;
  update: z.ZodType<Record<string, unknown>>;
  notFound: string;
}

export function parseFields<T>(schema: z.ZodType<T>, fields: unknown): T {
  const result = schema.safeParse(fields);
  if (!result.success) throw new ValidationError(describeIssues(result.error.issues));
  return result.data;
}

async function owned(tx: LockedStore, rules: EntityRules, owner: string, id: string): Promise<SyncedDoc> {
  const doc = await tx.collection<SyncedDoc>(COLLECTION[rules.entity]).findOne({ _id: id, userID: owner });
  if (!doc) throw new NotFoundError(rules.notFound);
  return doc;
}

export const entityVerbs = (rules: EntityRules) => ({
  inCreate: (
    tx: LockedStore,
    owner: string,
    id: string,
    fields: unknown,
    op: ClientOp,
    quota: UserQuota,
  ): Promise<WriteOutcome> =>
    createSynced(tx, rules.entity, owner, id, parseFields(rules.create, fields), { from: op, quota }),

  inUpdate: async (tx: LockedStore, owner: string, id: string, fields: unknown, options: UpdateOptions) =>
    updateSynced(
      tx,
      rules.entity,
      await owned(tx, rules, owner, id),
      parseFields(rules.update, fields),
      options,
    ),

  inDelete: async (tx: LockedStore, owner: string, id: string, options: DeleteOptions = {}) =>
    deleteSynced(tx, rules.entity, await owned(tx, rules, owner, id), options),

  /** REST: create with a fresh id (or the client's), answering the stored document. */
  create: async (
    deps: Pick<Deps, 'store' | 'quotas'>,
    owner: string,
    fields: unknown,
    id: string = newId(),
  ) =>
    deps.store.withLock(userScope(owner), (tx) =>
      createSynced(tx, rules.entity, owner, id, parseFields(rules.create, fields), {
        quota: new UserQuota(quotaLimits(deps)),
      }),
    ),

  /** REST: baseRev is the revision the website showed (If-Match), else it has seen the current one. */
  update: async (
    deps: Pick<Deps, 'store' | 'quotas'>,
    owner: string,
    id: string,
    fields: unknown,
    baseRev?: number,
  ) =>
    deps.store.withLock(userScope(owner), async (tx) =>
      updateSynced(tx, rules.entity, await owned(tx, rules, owner, id), parseFields(rules.update, fields), {
        baseRev,
        quota: new UserQuota(quotaLimits(deps)),
      }),
    ),

  /** REST: baseRev is the revision the website showed (If-Match), else it has seen the current one. */
  remove: async (deps: Pick<Deps, 'store' | 'quotas'>, owner: string, id: string, baseRev?: number) =>
    deps.store.withLock(userScope(owner), async (tx) =>
      deleteSynced(tx, rules.entity, await owned(tx, rules, owner, id), {
        baseRev,
        quota: new UserQuota(quotaLimits(deps)),
      }),
    ),

  /**
   * The owner's documents, oldest first. Sorted here, on createdAt's ISO text, rather than by the store:
   * no index leads with createdAt, and the store's general sort (MongoDB's order of any values) took as
   * long as the read itself for 5,000 tasks. The sort is stable, so ties keep the store's order.
   */
  list: async (deps: Pick<Deps, 'store'>, owner: string) =>
    (await deps.store.collection<SyncedDoc>(COLLECTION[rules.entity]).find({ userID: owner })).sort((a, b) =>
      a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
    ),
});
