import { FETCHING } from '../alerts/loading-texts.ts';
import { Deferred, deferredPart } from '../layout/deferred-part.tsx';

/** Loaded by the route (routes/tasks.ts) or, on a start that paints first, after the first paint. */
export const tasksContent = deferredPart(() =>
  import('./TasksContent.tsx').then((module) => module.TasksContent),
);

/**
 * SPEC §2 /tasks. The heading is in the app's first bundle and paints at once; the list, which needs the
 * database library, follows (first-paint.ts).
 */
export function TasksPage() {
  return (
    <div className="page page--narrow tasks">
      <h1>tasks</h1>
      <Deferred part={tasksContent} fallback={<p role="status">{FETCHING}</p>} />
    </div>
  );
}
