// POST /api/sync/push: a device's queued mutations, applied exactly once, in its seq order (DESIGN "Sync
// protocol" §3). Per mutation: duplicate if its seq was taken before, applied or merged, or rejected with
// a reason — a rejection still advances lastSeq, so one bad write never wedges the queue. A gap stops the
// batch. The whole batch is one withLock on the user's scope: every effect and the client's lastSeq
// commit together (a transaction on MongoDB, a write-ahead record on NeDB), so a crash anywhere leaves the
// batch either applied with its lastSeq or not at all, and the resend is answered accordingly.
import type { ImageRef } from '../../../../shared/entities/image';
import type { Mutation, MutationResult, PushResponse } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import { failpoint } from '../../failpoints';
import { recountUserBlogs } from '../blogs/recount';
import { releaseImages } from '../blogs/release-images';
import { AppError, ValidationError } from '../errors';
import { type QuotaLimits, quotaLimits } from '../quotas/limits';
import { UserQuota } from '../quotas/user-quota';
import { recountTasksTx } from '../tasks/tasks';
import { applyMutation } from './apply-mutation';
import { flushPendingFeed } from './blog-feed';
import { ChangeBatch, userScope } from './change-log';
import { bindClient, type ClientDoc, SYNC_CLIENTS } from './sync-clients';
import { IdTakenError } from './synced-docs';
import { type Tracked, tracked } from './tracked-writes';

/** How many seqs back a rejection's reason is remembered. */
const REMEMBERED = 1000;

function rejectionReason(error: unknown): string | null {
  if (error instanceof AppError || error instanceof IdTakenError) return error.message;
  return null;
}

/**
 * A mutation refused after it had already written something: the batch is run again from the start with
 * that seq refused up front, so none of its writes is committed (MongoDB has no partial rollback).
 */
class RefusedMidWrite extends Error {
  constructor(
    readonly seq: number,
    readonly reason: string,
  ) {
    super(`seq ${seq} refused after writing: ${reason}`);
  }
}

interface Batch {
  userId: string;
  clientId: string;
  mutations: Mutation[];
  userAgent: string | undefined;
  now: Date;
  /** Seqs known to be refused, with why. */
  refused: Map<number, string>;
  limits: QuotaLimits;
}

async function run(tx: Tracked, batch: Batch, dropped: ImageRef[]): Promise<PushResponse> {
  const { userId, clientId, now } = batch;
  const client = await bindClient(tx, clientId, userId, batch.userAgent, now);
  // Counts made in this run only: a run that is started again (see RefusedMidWrite) counts afresh.
  const quota = new UserQuota(batch.limits);
  const results: MutationResult[] = [];
  let lastSeq = client.lastSeq;
  let gap: { expected: number } | undefined;
  for (const m of batch.mutations) {
    if (m.seq <= lastSeq) {
      const reason = client.rejected?.[String(m.seq)];
      results.push({
        seq: m.seq,
        opId: m.opId,
        status: reason ? 'rejected' : 'duplicate',
        ...(reason && { reason }),
      });
      continue;
    }
    if (m.seq > lastSeq + 1) {
      gap = { expected: lastSeq + 1 };
      break;
    }
    let result: MutationResult;
    const known = batch.refused.get(m.seq);
    const writesBefore = tx.writes();
    try {
      if (known !== undefined) throw new ValidationError(known);
      const outcome = await applyMutation(tx, userId, m, dropped, now, quota);
      result = {
        seq: m.seq,
        opId: m.opId,
        status: outcome.status,
        ...(outcome.rev !== undefined && { rev: outcome.rev }),
      };
    } catch (error) {
      const reason = rejectionReason(error);
      if (reason === null) throw error;
      if (tx.writes() > writesBefore) throw new RefusedMidWrite(m.seq, reason);
      result = { seq: m.seq, opId: m.opId, status: 'rejected', reason };
    }
    failpoint('push.after-effect');
    results.push(result);
    lastSeq = m.seq;
  }
  await advanceClient(tx, client, lastSeq, results);
  return { results, lastSeq, ...(gap && { gap }) };
}

/**
 * The client's lastSeq and the reasons of the batch's rejections, in one write at the end of the batch:
 * the batch commits whole, so nothing could ever see the per-mutation steps, and an update per mutation
 * was a large part of a push's time. Reasons older than REMEMBERED seqs are dropped.
 */
async function advanceClient(tx: Tracked, client: ClientDoc, lastSeq: number, results: MutationResult[]) {
  if (lastSeq === client.lastSeq) return;
  const oldest = lastSeq - REMEMBERED;
  const $set: Record<string, unknown> = { lastSeq };
  for (const r of results)
    if (r.status === 'rejected' && r.seq > client.lastSeq && r.seq > oldest)
      $set[`rejected.${r.seq}`] = r.reason;
  const $unset: Record<string, true> = {};
  for (const seq of Object.keys(client.rejected ?? {}))
    if (Number(seq) <= oldest) $unset[`rejected.${seq}`] = true;
  await tx
    .collection<ClientDoc>(SYNC_CLIENTS)
    .updateOne({ _id: client._id }, { $set, ...(Object.keys($unset).length > 0 && { $unset }) });
}

/** userAgent: the pushing browser's User-Agent header, which names the device when it is first bound. */
export async function push(
  deps: Pick<Deps, 'store' | 'blobs' | 'quotas'>,
  userId: string,
  clientId: string,
  mutations: Mutation[],
  userAgent?: string,
  now = new Date(),
): Promise<PushResponse> {
  if (mutations.some((m) => m.clientId !== clientId))
    throw new ValidationError('Every mutation must carry the pushing clientId');
  const batch: Batch = {
    userId,
    clientId,
    mutations: [...mutations].sort((a, b) => a.seq - b.seq),
    userAgent,
    now,
    refused: new Map(),
    limits: quotaLimits(deps),
  };
  let dropped: ImageRef[] = [];
  let response: PushResponse | undefined;
  while (!response) {
    try {
      // The store may run the section more than once (a write conflict); each run starts afresh.
      response = await deps.store.withLock(userScope(userId), async (locked) => {
        dropped = [];
        const tx = tracked(locked);
        const changes = new ChangeBatch(tx);
        const answer = await run(tx, batch, dropped);
        if (batch.mutations.some((m) => m.entity === 'task')) await recountTasksTx(tx, userId, now);
        await changes.flush();
        return answer;
      });
    } catch (error) {
      if (!(error instanceof RefusedMidWrite)) throw error;
      batch.refused.set(error.seq, error.reason);
    }
  }
  const blogs = mutations.some((m) => m.entity === 'blog');
  if (blogs) await flushPendingFeed(deps, userId);
  // Photos blogs let go, or a deleted blog's kept copy did when its conflict closed (apply-mutation.ts).
  await releaseImages(deps, dropped);
  if (blogs) await recountUserBlogs(deps, userId);
  return response;
}
