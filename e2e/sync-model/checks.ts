// All checks of a run, in the order of the brief: convergence and no reset (1, 2), exactly once (3), no
// acknowledged value displaced without a conflict record (4), resolutions everywhere (5).
import { checkConvergence } from './check-convergence';
import { checkDisplaced } from './check-displaced';
import { checkExactlyOnce } from './check-exactly-once';
import { checkResolution } from './check-resolution';
import { checkStaleConflicts } from './check-stale-conflict';
import type { Device } from './devices';
import { endState } from './end-state';
import type { History } from './history';
import { Outcomes } from './outcomes';
import type { Violation } from './violation';

export async function runChecks(
  devices: readonly Device[],
  fresh: Device,
  history: History,
): Promise<Violation[]> {
  const outcomes = new Outcomes(history);
  const end = await endState(fresh, history, devices);
  const all = [...devices, fresh];
  return [
    ...(await checkConvergence(devices, fresh, history, outcomes, end)),
    ...(await checkExactlyOnce(all, history, outcomes, end)),
    ...checkDisplaced(history, outcomes, end),
    ...checkStaleConflicts(history, outcomes, end),
    ...(await checkResolution(all, history, outcomes, end)),
  ];
}
