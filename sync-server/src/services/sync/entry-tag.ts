// A change-log entry's tag: a short hash of what the entry says (what changed, to which revision, when).
// A pull cursor carries the tag of the last entry its device read. The log of a server restored from a
// backup, or cut back by a lost commit, may grow again past that seq with other writes: the entry there
// then has another tag, and the device is told the server went back in time instead of being served
// the rest of a log it never read the start of.
import { createHash } from 'node:crypto';
import type { ChangeEntry } from './log-entries';

export function entryTag(entry: Pick<ChangeEntry, 'entity' | 'id' | 'rev' | 'at'>): string {
  return createHash('sha256')
    .update(`${entry.entity}\u0000${entry.id}\u0000${entry.rev}\u0000${entry.at}`)
    .digest('hex')
    .slice(0, 12);
}
