// /api/tasks: the signed-in user's tasks (SPEC §7), through the same verbs as synced task mutations.
import { Hono } from 'hono';
import { createTaskSchema, taskAsReadSchema } from '../../../../shared/api/tasks';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { cachedAnswer } from '../../http/etag-answer';
import { baseRevOf } from '../../http/if-match';
import { validate } from '../../http/validate';
import { requireWriter } from '../../http/write-limit';
import { afterCommit } from '../../services/after-commit';
import { type SyncedDoc, syncedView } from '../../services/sync/synced-docs';
import { taskListView } from '../../services/tasks/task-list';
import { recountTasks, tasks } from '../../services/tasks/tasks';
import { updateTaskAsRead } from '../../services/tasks/update-as-read';

const view = (doc: SyncedDoc | null) => (doc ? syncedView(doc) : null);

export function taskRoutes() {
  const auth = requireUser();
  // Writes also count against the user's writes per minute.
  const writer = requireWriter();
  return new Hono<AppEnv>({ strict: false })
    .post('/', writer, validate('json', createTaskSchema), async (c) => {
      const { deps, user } = c.var;
      const { doc } = await tasks.create(deps, user._id, c.req.valid('json'));
      await afterCommit(deps, 'recounting tasks', () => recountTasks(deps, user._id));
      return c.json(view(doc), 201);
    })
    .get('/', auth, async (c) =>
      cachedAnswer(c, await taskListView(c.var.deps, c.var.user._id), 'private, no-cache'),
    )
    .put('/:id', writer, validate('json', taskAsReadSchema), async (c) => {
      const [id, body] = [c.req.param('id'), c.req.valid('json')];
      const { doc } = await updateTaskAsRead(c.var.deps, c.var.user._id, id, body, baseRevOf(c));
      return c.json(view(doc));
    })
    .delete('/:id', writer, async (c) => {
      const { deps, user } = c.var;
      // If-Match: a delete made on an older view keeps what it had not seen (services/sync/synced-docs.ts).
      await tasks.remove(deps, user._id, c.req.param('id'), baseRevOf(c));
      await afterCommit(deps, 'recounting tasks', () => recountTasks(deps, user._id));
      return c.json({ msg: 'Task deleted', _id: c.req.param('id') });
    });
}
