// POST /api/sync/push: a device's queued mutations, applied exactly once, in its seq order (DESIGN
// "Sync protocol" §3). Per mutation: duplicate if its seq was taken before, applied or merged, or
// rejected with a reason — a rejection still advances lastSeq, so one bad write never wedges the queue.
// A gap stops the batch. The whole batch runs under the user's scope lock.
import type { ImageRef } from '../../../../shared/entities/image';
import type { Mutation, MutationResult, PushResponse } from '../../../../shared/sync/protocol';
import type { Deps } from '../../deps';
import type { LockedStore } from '../../ports/document-store';
import type { BlogOutcome } from '../blogs/blog-writes';
import { recountUserBlogs } from '../blogs/recount';
import { releaseImages } from '../blogs/release-images';
import { drafts } from '../drafts/drafts';
import { AppError, ForbiddenError, ValidationError } from '../errors';
import { failpoint } from '../../failpoints';
import { recountTasks, tasks } from '../tasks/tasks';
import { USERS, type UserDoc } from '../users/user-doc';
import { flushPendingFeed } from './blog-feed';
import { applyBlogMutation } from './blog-mutations';
import { userScope } from './change-log';
import { bindClient, type ClientDoc, SYNC_CLIENTS } from './sync-clients';
import { COLLECTION, IdTakenError, type WriteOutcome } from './synced-docs';

/** How many seqs back a rejection's reason is remembered. */
const REMEMBERED = 1000;

const VERBS = { task: tasks, draft: drafts } as const;

async function applyOne(
  tx: LockedStore,
  userId: string,
  m: Mutation,
  dropped: ImageRef[],
): Promise<WriteOutcome | BlogOutcome> {
  const op = { clientId: m.clientId, seq: m.seq };
  if (m.entity === 'blog') {
    const owner = await tx
      .collection<UserDoc>(USERS)
      .findOne({ _id: userId }, { projection: { _id: 1, name: 1 } });
    if (!owner) throw new ForbiddenError('This account no longer exists');
    const result = await applyBlogMutation(tx, owner, m, op);
    dropped.push(...result.dropped);
    return result.outcome;
  }
  if (m.entity === 'conflict') throw new ValidationError('Resolving conflicts is not supported yet');
  const verbs = VERBS[m.entity];
  if (m.kind === 'create') return verbs.inCreate(tx, userId, m.id, m.fields, op);
  if (m.kind === 'update') return verbs.inUpdate(tx, userId, m.id, m.fields, m.baseRev, op);
  // Deleting what is already gone is done: a delete replayed after a crash must not come back rejected.
  const exists = await tx
    .collection(COLLECTION[m.entity])
    .findOne({ _id: m.id, userID: userId }, { projection: { _id: 1 } });
  if (!exists) return { status: 'deleted', doc: null };
  return verbs.inDelete(tx, userId, m.id);
}

function rejectionReason(error: unknown): string | null {
  if (error instanceof AppError || error instanceof IdTakenError) return error.message;
  return null;
}

/** userAgent: the pushing browser's User-Agent header, which names the device when it is first bound. */
export async function push(
  deps: Pick<Deps, 'store' | 'blobs'>,
  userId: string,
  clientId: string,
  mutations: Mutation[],
  userAgent?: string,
  now = new Date(),
): Promise<PushResponse> {
  if (mutations.some((m) => m.clientId !== clientId))
    throw new ValidationError('Every mutation must carry the pushing clientId');
  const dropped: ImageRef[] = [];
  const response = await deps.store.withLock(userScope(userId), async (tx) => {
    const client = await bindClient(tx, clientId, userId, userAgent, now);
    const clients = tx.collection<ClientDoc>(SYNC_CLIENTS);
    const results: MutationResult[] = [];
    let lastSeq = client.lastSeq;
    let gap: { expected: number } | undefined;
    for (const m of [...mutations].sort((a, b) => a.seq - b.seq)) {
      if (m.seq <= lastSeq) {
        const reason = client.rejected?.[String(m.seq)];
        results.push(
          reason
            ? { seq: m.seq, opId: m.opId, status: 'rejected', reason }
            : { seq: m.seq, opId: m.opId, status: 'duplicate' },
        );
        continue;
      }
      if (m.seq > lastSeq + 1) {
        gap = { expected: lastSeq + 1 };
        break;
      }
      let result: MutationResult;
      try {
        const outcome = await applyOne(tx, userId, m, dropped);
        const status = outcome.status === 'deleted' ? 'applied' : outcome.status;
        result = { seq: m.seq, opId: m.opId, status, ...(outcome.doc && { rev: outcome.doc.rev }) };
      } catch (error) {
        const reason = rejectionReason(error);
        if (reason === null) throw error;
        result = { seq: m.seq, opId: m.opId, status: 'rejected', reason };
      }
      failpoint('push.after-effect');
      results.push(result);
      lastSeq = m.seq;
      // Per mutation, so a crash mid-batch replays at most the one whose effect carries its own marker.
      await clients.updateOne(
        { _id: clientId },
        {
          $set: { lastSeq, ...(result.status === 'rejected' && { [`rejected.${m.seq}`]: result.reason }) },
          $unset: { [`rejected.${m.seq - REMEMBERED}`]: true },
        },
      );
    }
    return { results, lastSeq, ...(gap && { gap }) };
  });
  if (mutations.some((m) => m.entity === 'task')) await recountTasks(deps, userId);
  if (mutations.some((m) => m.entity === 'blog')) {
    await flushPendingFeed(deps, userId);
    await releaseImages(deps, dropped);
    await recountUserBlogs(deps, userId);
  }
  return response;
}
