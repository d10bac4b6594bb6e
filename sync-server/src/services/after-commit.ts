// Follow-ups of a write that has already committed (the owner's derived counters): their failure is
// logged, not answered. An error answer would tell the client its write failed, and a retry would make the
// task or blog a second time; the counters are recounted, never incremented, so the next write mends them.
import type { Deps } from '../deps';

export async function afterCommit(
  deps: Pick<Deps, 'log'>,
  what: string,
  followUp: () => Promise<void>,
): Promise<void> {
  try {
    await followUp();
  } catch (error) {
    deps.log.error(`${what} failed after its write was committed`, error);
  }
}
