// PUT /api/tasks/{id} with the full task as the server answered it, or a part of it (SPEC §7): the fields the
// server owns are checked against the stored task, then the rest is the same update a device's is, made on
// the revision the copy was read at.
import { TASK_SERVER_FIELDS } from '../../../../shared/api/tasks';
import type { Deps } from '../../deps';
import { baseRevision, withoutServerFields } from '../as-read';
import { NotFoundError } from '../errors';
import { COLLECTION, type SyncedDoc, syncedView } from '../sync/synced-docs';
import { taskRules, tasks } from './tasks';

const OWNED = ['_id', ...TASK_SERVER_FIELDS] as const;

export async function updateTaskAsRead(
  deps: Pick<Deps, 'store' | 'quotas'>,
  owner: string,
  id: string,
  body: { [F in (typeof OWNED)[number]]?: unknown } & Record<string, unknown>,
  ifMatch: number | undefined,
) {
  const stored = await deps.store.collection<SyncedDoc>(COLLECTION.task).findOne({ _id: id, userID: owner });
  if (!stored) throw new NotFoundError(taskRules.notFound);
  const fields = withoutServerFields(body, syncedView(stored), OWNED);
  return tasks.update(deps, owner, id, fields, baseRevision(body.rev, ifMatch));
}
